import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Benefits_Education_All_TextInputs */

const en_benefits_education_all_text = /** @type {(inputs: Benefits_Education_All_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every guide and article, newest first.`)
};

const es_benefits_education_all_text = /** @type {(inputs: Benefits_Education_All_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todas las guías y artículos, los más recientes primero.`)
};

/**
* | output |
* | --- |
* | "Every guide and article, newest first." |
*
* @param {Benefits_Education_All_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const benefits_education_all_text = /** @type {((inputs?: Benefits_Education_All_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Benefits_Education_All_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_benefits_education_all_text(inputs)
	return en_benefits_education_all_text(inputs)
});