import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ person: NonNullable<unknown> }} Order_Contact_Last_NameInputs */

const en_order_contact_last_name = /** @type {(inputs: Order_Contact_Last_NameInputs) => LocalizedString} */ (i) => {
	if (i?.person === "Seller") return /** @type {LocalizedString} */ (`Seller last name`);
	if (i?.person === "Buyer") return /** @type {LocalizedString} */ (`Buyer last name`);
	return /** @type {LocalizedString} */ (`Owner last name`)
	
};

const es_order_contact_last_name = /** @type {(inputs: Order_Contact_Last_NameInputs) => LocalizedString} */ (i) => {
	if (i?.person === "Seller") return /** @type {LocalizedString} */ (`Apellido del vendedor`);
	if (i?.person === "Buyer") return /** @type {LocalizedString} */ (`Apellido del comprador`);
	return /** @type {LocalizedString} */ (`Apellido del propietario`)
	
};

/**
* | person | output |
* | --- | --- |
* | "Seller" | "Seller last name" |
* | "Buyer" | "Buyer last name" |
* | * | "Owner last name" |
*
* @param {Order_Contact_Last_NameInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_contact_last_name = /** @type {((inputs: Order_Contact_Last_NameInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Contact_Last_NameInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_contact_last_name(inputs)
	return en_order_contact_last_name(inputs)
});