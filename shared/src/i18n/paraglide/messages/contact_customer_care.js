import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_Customer_CareInputs */

const en_contact_customer_care = /** @type {(inputs: Contact_Customer_CareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Customer care`)
};

const es_contact_customer_care = /** @type {(inputs: Contact_Customer_CareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Servicio al cliente`)
};

/**
* | output |
* | --- |
* | "Customer care" |
*
* @param {Contact_Customer_CareInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const contact_customer_care = /** @type {((inputs?: Contact_Customer_CareInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Customer_CareInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_contact_customer_care(inputs)
	return en_contact_customer_care(inputs)
});