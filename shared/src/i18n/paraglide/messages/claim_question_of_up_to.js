import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown>, total: NonNullable<unknown> }} Claim_Question_Of_Up_ToInputs */

const en_claim_question_of_up_to = /** @type {(inputs: Claim_Question_Of_Up_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Question ${i?.number} of up to ${i?.total}`)
};

const es_claim_question_of_up_to = /** @type {(inputs: Claim_Question_Of_Up_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pregunta ${i?.number} de hasta ${i?.total}`)
};

/**
* | output |
* | --- |
* | "Question {number} of up to {total}" |
*
* @param {Claim_Question_Of_Up_ToInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_question_of_up_to = /** @type {((inputs: Claim_Question_Of_Up_ToInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Question_Of_Up_ToInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_question_of_up_to(inputs)
	return en_claim_question_of_up_to(inputs)
});