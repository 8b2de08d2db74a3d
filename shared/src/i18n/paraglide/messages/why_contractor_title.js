import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Why_Contractor_TitleInputs */

const en_why_contractor_title = /** @type {(inputs: Why_Contractor_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A contractor within 24 hours`)
};

const es_why_contractor_title = /** @type {(inputs: Why_Contractor_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un contratista en menos de 24 horas`)
};

/**
* | output |
* | --- |
* | "A contractor within 24 hours" |
*
* @param {Why_Contractor_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const why_contractor_title = /** @type {((inputs?: Why_Contractor_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Why_Contractor_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_why_contractor_title(inputs)
	return en_why_contractor_title(inputs)
});