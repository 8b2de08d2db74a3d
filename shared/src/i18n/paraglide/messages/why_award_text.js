import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Why_Award_TextInputs */

const en_why_award_text = /** @type {(inputs: Why_Award_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voted best home warranty company in our region in 2014, 2015, 2016, 2019 and 2020.`)
};

const es_why_award_text = /** @type {(inputs: Why_Award_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elegida la mejor compañía de garantía para el hogar de nuestra región en 2014, 2015, 2016, 2019 y 2020.`)
};

/**
* | output |
* | --- |
* | "Voted best home warranty company in our region in 2014, 2015, 2016, 2019 and 2020." |
*
* @param {Why_Award_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const why_award_text = /** @type {((inputs?: Why_Award_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Why_Award_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_why_award_text(inputs)
	return en_why_award_text(inputs)
});