import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Claim_Answer_TextInputs */

const en_claim_answer_text = /** @type {(inputs: Claim_Answer_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter text.`)
};

const es_claim_answer_text = /** @type {(inputs: Claim_Answer_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ingrese un texto.`)
};

/**
* | output |
* | --- |
* | "Please enter text." |
*
* @param {Claim_Answer_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_answer_text = /** @type {((inputs?: Claim_Answer_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Answer_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_answer_text(inputs)
	return en_claim_answer_text(inputs)
});