import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ unit: NonNullable<unknown> }} Claim_Your_Answer_InInputs */

const en_claim_your_answer_in = /** @type {(inputs: Claim_Your_Answer_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your answer (${i?.unit})`)
};

const es_claim_your_answer_in = /** @type {(inputs: Claim_Your_Answer_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Su respuesta (${i?.unit})`)
};

/**
* | output |
* | --- |
* | "Your answer ({unit})" |
*
* @param {Claim_Your_Answer_InInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_your_answer_in = /** @type {((inputs: Claim_Your_Answer_InInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Your_Answer_InInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_your_answer_in(inputs)
	return en_claim_your_answer_in(inputs)
});