import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown> }} Claim_Answer_Number_At_MostInputs */

const en_claim_answer_number_at_most = /** @type {(inputs: Claim_Answer_Number_At_MostInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Please enter a number of at most ${i?.max}.`)
};

const es_claim_answer_number_at_most = /** @type {(inputs: Claim_Answer_Number_At_MostInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ingrese un número de ${i?.max} o menos.`)
};

/**
* | output |
* | --- |
* | "Please enter a number of at most {max}." |
*
* @param {Claim_Answer_Number_At_MostInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_answer_number_at_most = /** @type {((inputs: Claim_Answer_Number_At_MostInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Answer_Number_At_MostInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_answer_number_at_most(inputs)
	return en_claim_answer_number_at_most(inputs)
});