import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ person: NonNullable<unknown> }} Order_Contact_EmailInputs */

const en_order_contact_email = /** @type {(inputs: Order_Contact_EmailInputs) => LocalizedString} */ (i) => {
	if (i?.person === "Seller") return /** @type {LocalizedString} */ (`Seller e-mail`);
	if (i?.person === "Buyer") return /** @type {LocalizedString} */ (`Buyer e-mail`);
	return /** @type {LocalizedString} */ (`Owner e-mail`)
	
};

const es_order_contact_email = /** @type {(inputs: Order_Contact_EmailInputs) => LocalizedString} */ (i) => {
	if (i?.person === "Seller") return /** @type {LocalizedString} */ (`Correo electrónico del vendedor`);
	if (i?.person === "Buyer") return /** @type {LocalizedString} */ (`Correo electrónico del comprador`);
	return /** @type {LocalizedString} */ (`Correo electrónico del propietario`)
	
};

/**
* | person | output |
* | --- | --- |
* | "Seller" | "Seller e-mail" |
* | "Buyer" | "Buyer e-mail" |
* | * | "Owner e-mail" |
*
* @param {Order_Contact_EmailInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_contact_email = /** @type {((inputs: Order_Contact_EmailInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Contact_EmailInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_contact_email(inputs)
	return en_order_contact_email(inputs)
});