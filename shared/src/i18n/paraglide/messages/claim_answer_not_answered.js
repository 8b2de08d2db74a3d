import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Claim_Answer_Not_AnsweredInputs */

const en_claim_answer_not_answered = /** @type {(inputs: Claim_Answer_Not_AnsweredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not answered`)
};

const es_claim_answer_not_answered = /** @type {(inputs: Claim_Answer_Not_AnsweredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin respuesta`)
};

/**
* | output |
* | --- |
* | "Not answered" |
*
* @param {Claim_Answer_Not_AnsweredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_answer_not_answered = /** @type {((inputs?: Claim_Answer_Not_AnsweredInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Answer_Not_AnsweredInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_answer_not_answered(inputs)
	return en_claim_answer_not_answered(inputs)
});