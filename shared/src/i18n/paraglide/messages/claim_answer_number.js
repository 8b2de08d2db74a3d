import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Claim_Answer_NumberInputs */

const en_claim_answer_number = /** @type {(inputs: Claim_Answer_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter a number.`)
};

const es_claim_answer_number = /** @type {(inputs: Claim_Answer_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ingrese un número.`)
};

/**
* | output |
* | --- |
* | "Please enter a number." |
*
* @param {Claim_Answer_NumberInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_answer_number = /** @type {((inputs?: Claim_Answer_NumberInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Answer_NumberInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_answer_number(inputs)
	return en_claim_answer_number(inputs)
});