import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Claim_Safety_TextInputs */

const en_claim_safety_text = /** @type {(inputs: Claim_Safety_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please read the safety information before you go on.`)
};

const es_claim_safety_text = /** @type {(inputs: Claim_Safety_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lea la información de seguridad antes de continuar.`)
};

/**
* | output |
* | --- |
* | "Please read the safety information before you go on." |
*
* @param {Claim_Safety_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_safety_text = /** @type {((inputs?: Claim_Safety_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Safety_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_safety_text(inputs)
	return en_claim_safety_text(inputs)
});