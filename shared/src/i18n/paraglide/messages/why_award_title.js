import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Why_Award_TitleInputs */

const en_why_award_title = /** @type {(inputs: Why_Award_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Best in region, five times`)
};

const es_why_award_title = /** @type {(inputs: Why_Award_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mejor de la región, cinco veces`)
};

/**
* | output |
* | --- |
* | "Best in region, five times" |
*
* @param {Why_Award_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const why_award_title = /** @type {((inputs?: Why_Award_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Why_Award_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_why_award_title(inputs)
	return en_why_award_title(inputs)
});