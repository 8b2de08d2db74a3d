import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Claim_Contact_Email_InvalidInputs */

const en_claim_contact_email_invalid = /** @type {(inputs: Claim_Contact_Email_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email address is invalid.`)
};

const es_claim_contact_email_invalid = /** @type {(inputs: Claim_Contact_Email_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El correo electrónico no es válido.`)
};

/**
* | output |
* | --- |
* | "Email address is invalid." |
*
* @param {Claim_Contact_Email_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_contact_email_invalid = /** @type {((inputs?: Claim_Contact_Email_InvalidInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Contact_Email_InvalidInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_contact_email_invalid(inputs)
	return en_claim_contact_email_invalid(inputs)
});