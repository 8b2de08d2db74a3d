import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Claim_Safety_UnderstandInputs */

const en_claim_safety_understand = /** @type {(inputs: Claim_Safety_UnderstandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I understand`)
};

const es_claim_safety_understand = /** @type {(inputs: Claim_Safety_UnderstandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entiendo`)
};

/**
* | output |
* | --- |
* | "I understand" |
*
* @param {Claim_Safety_UnderstandInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_safety_understand = /** @type {((inputs?: Claim_Safety_UnderstandInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Safety_UnderstandInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_safety_understand(inputs)
	return en_claim_safety_understand(inputs)
});