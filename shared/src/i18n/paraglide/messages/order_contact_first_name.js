import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ person: NonNullable<unknown> }} Order_Contact_First_NameInputs */

const en_order_contact_first_name = /** @type {(inputs: Order_Contact_First_NameInputs) => LocalizedString} */ (i) => {
	if (i?.person === "Seller") return /** @type {LocalizedString} */ (`Seller first name`);
	if (i?.person === "Buyer") return /** @type {LocalizedString} */ (`Buyer first name`);
	return /** @type {LocalizedString} */ (`Owner first name`)
	
};

const es_order_contact_first_name = /** @type {(inputs: Order_Contact_First_NameInputs) => LocalizedString} */ (i) => {
	if (i?.person === "Seller") return /** @type {LocalizedString} */ (`Nombre del vendedor`);
	if (i?.person === "Buyer") return /** @type {LocalizedString} */ (`Nombre del comprador`);
	return /** @type {LocalizedString} */ (`Nombre del propietario`)
	
};

/**
* | person | output |
* | --- | --- |
* | "Seller" | "Seller first name" |
* | "Buyer" | "Buyer first name" |
* | * | "Owner first name" |
*
* @param {Order_Contact_First_NameInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_contact_first_name = /** @type {((inputs: Order_Contact_First_NameInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Contact_First_NameInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_contact_first_name(inputs)
	return en_order_contact_first_name(inputs)
});