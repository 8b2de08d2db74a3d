import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Benefits_Education_Repairs_TitleInputs */

const en_benefits_education_repairs_title = /** @type {(inputs: Benefits_Education_Repairs_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Home repairs and maintenance`)
};

const es_benefits_education_repairs_title = /** @type {(inputs: Benefits_Education_Repairs_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reparaciones y mantenimiento del hogar`)
};

/**
* | output |
* | --- |
* | "Home repairs and maintenance" |
*
* @param {Benefits_Education_Repairs_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const benefits_education_repairs_title = /** @type {((inputs?: Benefits_Education_Repairs_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Benefits_Education_Repairs_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_benefits_education_repairs_title(inputs)
	return en_benefits_education_repairs_title(inputs)
});