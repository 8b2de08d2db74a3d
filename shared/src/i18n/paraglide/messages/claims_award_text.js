import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Claims_Award_TextInputs */

const en_claims_award_text = /** @type {(inputs: Claims_Award_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`in 2014, 2015, 2016, 2019 and 2020`)
};

const es_claims_award_text = /** @type {(inputs: Claims_Award_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`en 2014, 2015, 2016, 2019 y 2020`)
};

/**
* | output |
* | --- |
* | "in 2014, 2015, 2016, 2019 and 2020" |
*
* @param {Claims_Award_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claims_award_text = /** @type {((inputs?: Claims_Award_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claims_Award_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claims_award_text(inputs)
	return en_claims_award_text(inputs)
});