import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Claim_Safety_ImportantInputs */

const en_claim_safety_important = /** @type {(inputs: Claim_Safety_ImportantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Important`)
};

const es_claim_safety_important = /** @type {(inputs: Claim_Safety_ImportantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Importante`)
};

/**
* | output |
* | --- |
* | "Important" |
*
* @param {Claim_Safety_ImportantInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_safety_important = /** @type {((inputs?: Claim_Safety_ImportantInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Safety_ImportantInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_safety_important(inputs)
	return en_claim_safety_important(inputs)
});