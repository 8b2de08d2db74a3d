import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ person: NonNullable<unknown> }} Order_Last_Name_RequiredInputs */

const en_order_last_name_required = /** @type {(inputs: Order_Last_Name_RequiredInputs) => LocalizedString} */ (i) => {
	if (i?.person === "Seller") return /** @type {LocalizedString} */ (`Seller last name is required.`);
	if (i?.person === "Buyer") return /** @type {LocalizedString} */ (`Buyer last name is required.`);
	return /** @type {LocalizedString} */ (`Owner last name is required.`)
	
};

const es_order_last_name_required = /** @type {(inputs: Order_Last_Name_RequiredInputs) => LocalizedString} */ (i) => {
	if (i?.person === "Seller") return /** @type {LocalizedString} */ (`El apellido del vendedor es obligatorio.`);
	if (i?.person === "Buyer") return /** @type {LocalizedString} */ (`El apellido del comprador es obligatorio.`);
	return /** @type {LocalizedString} */ (`El apellido del propietario es obligatorio.`)
	
};

/**
* | person | output |
* | --- | --- |
* | "Seller" | "Seller last name is required." |
* | "Buyer" | "Buyer last name is required." |
* | * | "Owner last name is required." |
*
* @param {Order_Last_Name_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_last_name_required = /** @type {((inputs: Order_Last_Name_RequiredInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Last_Name_RequiredInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_last_name_required(inputs)
	return en_order_last_name_required(inputs)
});