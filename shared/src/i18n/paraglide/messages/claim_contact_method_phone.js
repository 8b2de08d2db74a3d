import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Claim_Contact_Method_PhoneInputs */

const en_claim_contact_method_phone = /** @type {(inputs: Claim_Contact_Method_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Phone call`)
};

const es_claim_contact_method_phone = /** @type {(inputs: Claim_Contact_Method_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Llamada telefónica`)
};

/**
* | output |
* | --- |
* | "Phone call" |
*
* @param {Claim_Contact_Method_PhoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_contact_method_phone = /** @type {((inputs?: Claim_Contact_Method_PhoneInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Contact_Method_PhoneInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_contact_method_phone(inputs)
	return en_claim_contact_method_phone(inputs)
});