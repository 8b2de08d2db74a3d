import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Claim_Answer_RequiredInputs */

const en_claim_answer_required = /** @type {(inputs: Claim_Answer_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please answer this question.`)
};

const es_claim_answer_required = /** @type {(inputs: Claim_Answer_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Responda esta pregunta.`)
};

/**
* | output |
* | --- |
* | "Please answer this question." |
*
* @param {Claim_Answer_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_answer_required = /** @type {((inputs?: Claim_Answer_RequiredInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Answer_RequiredInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_answer_required(inputs)
	return en_claim_answer_required(inputs)
});