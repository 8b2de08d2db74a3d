import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Claim_Answer_Five_StarInputs */

const en_claim_answer_five_star = /** @type {(inputs: Claim_Answer_Five_StarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please choose from 1 to 5 stars.`)
};

const es_claim_answer_five_star = /** @type {(inputs: Claim_Answer_Five_StarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elija de 1 a 5 estrellas.`)
};

/**
* | output |
* | --- |
* | "Please choose from 1 to 5 stars." |
*
* @param {Claim_Answer_Five_StarInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_answer_five_star = /** @type {((inputs?: Claim_Answer_Five_StarInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Answer_Five_StarInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_answer_five_star(inputs)
	return en_claim_answer_five_star(inputs)
});