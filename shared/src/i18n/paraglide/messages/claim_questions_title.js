import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Claim_Questions_TitleInputs */

const en_claim_questions_title = /** @type {(inputs: Claim_Questions_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Questions about the problem`)
};

const es_claim_questions_title = /** @type {(inputs: Claim_Questions_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Preguntas sobre el problema`)
};

/**
* | output |
* | --- |
* | "Questions about the problem" |
*
* @param {Claim_Questions_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_questions_title = /** @type {((inputs?: Claim_Questions_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Questions_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_questions_title(inputs)
	return en_claim_questions_title(inputs)
});