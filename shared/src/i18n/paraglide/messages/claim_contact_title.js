import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Claim_Contact_TitleInputs */

const en_claim_contact_title = /** @type {(inputs: Claim_Contact_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How should we contact you?`)
};

const es_claim_contact_title = /** @type {(inputs: Claim_Contact_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Cómo debemos comunicarnos con usted?`)
};

/**
* | output |
* | --- |
* | "How should we contact you?" |
*
* @param {Claim_Contact_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_contact_title = /** @type {((inputs?: Claim_Contact_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Contact_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_contact_title(inputs)
	return en_claim_contact_title(inputs)
});