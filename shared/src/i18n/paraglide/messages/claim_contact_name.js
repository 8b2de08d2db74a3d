import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Claim_Contact_NameInputs */

const en_claim_contact_name = /** @type {(inputs: Claim_Contact_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contact name`)
};

const es_claim_contact_name = /** @type {(inputs: Claim_Contact_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombre de contacto`)
};

/**
* | output |
* | --- |
* | "Contact name" |
*
* @param {Claim_Contact_NameInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_contact_name = /** @type {((inputs?: Claim_Contact_NameInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Contact_NameInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_contact_name(inputs)
	return en_claim_contact_name(inputs)
});