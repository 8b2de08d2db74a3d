import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Claim_Review_AnswersInputs */

const en_claim_review_answers = /** @type {(inputs: Claim_Review_AnswersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your answers (${i?.count})`)
};

const es_claim_review_answers = /** @type {(inputs: Claim_Review_AnswersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sus respuestas (${i?.count})`)
};

/**
* | output |
* | --- |
* | "Your answers ({count})" |
*
* @param {Claim_Review_AnswersInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_review_answers = /** @type {((inputs: Claim_Review_AnswersInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Review_AnswersInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_review_answers(inputs)
	return en_claim_review_answers(inputs)
});