import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ min: NonNullable<unknown> }} Claim_Answer_Number_At_LeastInputs */

const en_claim_answer_number_at_least = /** @type {(inputs: Claim_Answer_Number_At_LeastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Please enter a number of at least ${i?.min}.`)
};

const es_claim_answer_number_at_least = /** @type {(inputs: Claim_Answer_Number_At_LeastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ingrese un número de ${i?.min} o más.`)
};

/**
* | output |
* | --- |
* | "Please enter a number of at least {min}." |
*
* @param {Claim_Answer_Number_At_LeastInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_answer_number_at_least = /** @type {((inputs: Claim_Answer_Number_At_LeastInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Answer_Number_At_LeastInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_answer_number_at_least(inputs)
	return en_claim_answer_number_at_least(inputs)
});