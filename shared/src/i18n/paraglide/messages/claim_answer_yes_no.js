import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Claim_Answer_Yes_NoInputs */

const en_claim_answer_yes_no = /** @type {(inputs: Claim_Answer_Yes_NoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please answer yes or no.`)
};

const es_claim_answer_yes_no = /** @type {(inputs: Claim_Answer_Yes_NoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Responda sí o no.`)
};

/**
* | output |
* | --- |
* | "Please answer yes or no." |
*
* @param {Claim_Answer_Yes_NoInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_answer_yes_no = /** @type {((inputs?: Claim_Answer_Yes_NoInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Answer_Yes_NoInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_answer_yes_no(inputs)
	return en_claim_answer_yes_no(inputs)
});