import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Claim_Your_InitialsInputs */

const en_claim_your_initials = /** @type {(inputs: Claim_Your_InitialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your initials`)
};

const es_claim_your_initials = /** @type {(inputs: Claim_Your_InitialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sus iniciales`)
};

/**
* | output |
* | --- |
* | "Your initials" |
*
* @param {Claim_Your_InitialsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_your_initials = /** @type {((inputs?: Claim_Your_InitialsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Your_InitialsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_your_initials(inputs)
	return en_claim_your_initials(inputs)
});