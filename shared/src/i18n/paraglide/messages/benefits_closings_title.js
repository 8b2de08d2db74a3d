import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Benefits_Closings_TitleInputs */

const en_benefits_closings_title = /** @type {(inputs: Benefits_Closings_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Closings that stay on schedule`)
};

const es_benefits_closings_title = /** @type {(inputs: Benefits_Closings_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cierres que se cumplen a tiempo`)
};

/**
* | output |
* | --- |
* | "Closings that stay on schedule" |
*
* @param {Benefits_Closings_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const benefits_closings_title = /** @type {((inputs?: Benefits_Closings_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Benefits_Closings_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_benefits_closings_title(inputs)
	return en_benefits_closings_title(inputs)
});