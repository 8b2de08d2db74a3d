import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ maxLength: NonNullable<unknown> }} Claim_Answer_Too_LongInputs */

const en_claim_answer_too_long = /** @type {(inputs: Claim_Answer_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Please use at most ${i?.maxLength} characters.`)
};

const es_claim_answer_too_long = /** @type {(inputs: Claim_Answer_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Use como máximo ${i?.maxLength} caracteres.`)
};

/**
* | output |
* | --- |
* | "Please use at most {maxLength} characters." |
*
* @param {Claim_Answer_Too_LongInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_answer_too_long = /** @type {((inputs: Claim_Answer_Too_LongInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Answer_Too_LongInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_answer_too_long(inputs)
	return en_claim_answer_too_long(inputs)
});