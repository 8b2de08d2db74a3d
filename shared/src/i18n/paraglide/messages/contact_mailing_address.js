import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_Mailing_AddressInputs */

const en_contact_mailing_address = /** @type {(inputs: Contact_Mailing_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mailing address`)
};

const es_contact_mailing_address = /** @type {(inputs: Contact_Mailing_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dirección postal`)
};

/**
* | output |
* | --- |
* | "Mailing address" |
*
* @param {Contact_Mailing_AddressInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const contact_mailing_address = /** @type {((inputs?: Contact_Mailing_AddressInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Mailing_AddressInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_contact_mailing_address(inputs)
	return en_contact_mailing_address(inputs)
});