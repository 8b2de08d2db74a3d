import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Benefits_Education_All_TitleInputs */

const en_benefits_education_all_title = /** @type {(inputs: Benefits_Education_All_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All resources`)
};

const es_benefits_education_all_title = /** @type {(inputs: Benefits_Education_All_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todos los recursos`)
};

/**
* | output |
* | --- |
* | "All resources" |
*
* @param {Benefits_Education_All_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const benefits_education_all_title = /** @type {((inputs?: Benefits_Education_All_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Benefits_Education_All_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_benefits_education_all_title(inputs)
	return en_benefits_education_all_title(inputs)
});