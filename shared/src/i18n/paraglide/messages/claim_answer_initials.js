import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Claim_Answer_InitialsInputs */

const en_claim_answer_initials = /** @type {(inputs: Claim_Answer_InitialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter your initials (2 or 3 letters).`)
};

const es_claim_answer_initials = /** @type {(inputs: Claim_Answer_InitialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ingrese sus iniciales (2 o 3 letras).`)
};

/**
* | output |
* | --- |
* | "Please enter your initials (2 or 3 letters)." |
*
* @param {Claim_Answer_InitialsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_answer_initials = /** @type {((inputs?: Claim_Answer_InitialsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Answer_InitialsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_answer_initials(inputs)
	return en_claim_answer_initials(inputs)
});