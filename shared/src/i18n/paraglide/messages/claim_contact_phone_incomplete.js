import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Claim_Contact_Phone_IncompleteInputs */

const en_claim_contact_phone_incomplete = /** @type {(inputs: Claim_Contact_Phone_IncompleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter a 10-digit phone number.`)
};

const es_claim_contact_phone_incomplete = /** @type {(inputs: Claim_Contact_Phone_IncompleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ingrese un número de teléfono de 10 dígitos.`)
};

/**
* | output |
* | --- |
* | "Please enter a 10-digit phone number." |
*
* @param {Claim_Contact_Phone_IncompleteInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_contact_phone_incomplete = /** @type {((inputs?: Claim_Contact_Phone_IncompleteInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Contact_Phone_IncompleteInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_contact_phone_incomplete(inputs)
	return en_claim_contact_phone_incomplete(inputs)
});