import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Claim_Question_NumberInputs */

const en_claim_question_number = /** @type {(inputs: Claim_Question_NumberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Question ${i?.number}`)
};

const es_claim_question_number = /** @type {(inputs: Claim_Question_NumberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pregunta ${i?.number}`)
};

/**
* | output |
* | --- |
* | "Question {number}" |
*
* @param {Claim_Question_NumberInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_question_number = /** @type {((inputs: Claim_Question_NumberInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Question_NumberInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_question_number(inputs)
	return en_claim_question_number(inputs)
});