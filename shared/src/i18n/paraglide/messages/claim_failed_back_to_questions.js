import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Claim_Failed_Back_To_QuestionsInputs */

const en_claim_failed_back_to_questions = /** @type {(inputs: Claim_Failed_Back_To_QuestionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to the Questions`)
};

const es_claim_failed_back_to_questions = /** @type {(inputs: Claim_Failed_Back_To_QuestionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volver a las preguntas`)
};

/**
* | output |
* | --- |
* | "Back to the Questions" |
*
* @param {Claim_Failed_Back_To_QuestionsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_failed_back_to_questions = /** @type {((inputs?: Claim_Failed_Back_To_QuestionsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Failed_Back_To_QuestionsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_failed_back_to_questions(inputs)
	return en_claim_failed_back_to_questions(inputs)
});