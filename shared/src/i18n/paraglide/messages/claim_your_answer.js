import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Claim_Your_AnswerInputs */

const en_claim_your_answer = /** @type {(inputs: Claim_Your_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your answer`)
};

const es_claim_your_answer = /** @type {(inputs: Claim_Your_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Su respuesta`)
};

/**
* | output |
* | --- |
* | "Your answer" |
*
* @param {Claim_Your_AnswerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_your_answer = /** @type {((inputs?: Claim_Your_AnswerInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Your_AnswerInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_your_answer(inputs)
	return en_claim_your_answer(inputs)
});