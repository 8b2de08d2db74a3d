import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Brochure_Real_Estate_QuestionInputs */

const en_brochure_real_estate_question = /** @type {(inputs: Brochure_Real_Estate_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Are you a real estate professional?`)
};

const es_brochure_real_estate_question = /** @type {(inputs: Brochure_Real_Estate_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Es usted profesional de bienes raíces?`)
};

/**
* | output |
* | --- |
* | "Are you a real estate professional?" |
*
* @param {Brochure_Real_Estate_QuestionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const brochure_real_estate_question = /** @type {((inputs?: Brochure_Real_Estate_QuestionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Brochure_Real_Estate_QuestionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_brochure_real_estate_question(inputs)
	return en_brochure_real_estate_question(inputs)
});