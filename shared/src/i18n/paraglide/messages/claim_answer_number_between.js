import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ min: NonNullable<unknown>, max: NonNullable<unknown> }} Claim_Answer_Number_BetweenInputs */

const en_claim_answer_number_between = /** @type {(inputs: Claim_Answer_Number_BetweenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Please enter a number from ${i?.min} to ${i?.max}.`)
};

const es_claim_answer_number_between = /** @type {(inputs: Claim_Answer_Number_BetweenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ingrese un número del ${i?.min} al ${i?.max}.`)
};

/**
* | output |
* | --- |
* | "Please enter a number from {min} to {max}." |
*
* @param {Claim_Answer_Number_BetweenInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_answer_number_between = /** @type {((inputs: Claim_Answer_Number_BetweenInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Answer_Number_BetweenInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_answer_number_between(inputs)
	return en_claim_answer_number_between(inputs)
});