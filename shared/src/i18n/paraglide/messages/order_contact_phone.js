import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ person: NonNullable<unknown> }} Order_Contact_PhoneInputs */

const en_order_contact_phone = /** @type {(inputs: Order_Contact_PhoneInputs) => LocalizedString} */ (i) => {
	if (i?.person === "Seller") return /** @type {LocalizedString} */ (`Seller phone`);
	if (i?.person === "Buyer") return /** @type {LocalizedString} */ (`Buyer phone`);
	return /** @type {LocalizedString} */ (`Owner phone`)
	
};

const es_order_contact_phone = /** @type {(inputs: Order_Contact_PhoneInputs) => LocalizedString} */ (i) => {
	if (i?.person === "Seller") return /** @type {LocalizedString} */ (`Teléfono del vendedor`);
	if (i?.person === "Buyer") return /** @type {LocalizedString} */ (`Teléfono del comprador`);
	return /** @type {LocalizedString} */ (`Teléfono del propietario`)
	
};

/**
* | person | output |
* | --- | --- |
* | "Seller" | "Seller phone" |
* | "Buyer" | "Buyer phone" |
* | * | "Owner phone" |
*
* @param {Order_Contact_PhoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_contact_phone = /** @type {((inputs: Order_Contact_PhoneInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Contact_PhoneInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_contact_phone(inputs)
	return en_order_contact_phone(inputs)
});