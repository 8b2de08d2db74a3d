import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ person: NonNullable<unknown> }} Order_First_Name_RequiredInputs */

const en_order_first_name_required = /** @type {(inputs: Order_First_Name_RequiredInputs) => LocalizedString} */ (i) => {
	if (i?.person === "Seller") return /** @type {LocalizedString} */ (`Seller first name is required.`);
	if (i?.person === "Buyer") return /** @type {LocalizedString} */ (`Buyer first name is required.`);
	return /** @type {LocalizedString} */ (`Owner first name is required.`)
	
};

const es_order_first_name_required = /** @type {(inputs: Order_First_Name_RequiredInputs) => LocalizedString} */ (i) => {
	if (i?.person === "Seller") return /** @type {LocalizedString} */ (`El nombre del vendedor es obligatorio.`);
	if (i?.person === "Buyer") return /** @type {LocalizedString} */ (`El nombre del comprador es obligatorio.`);
	return /** @type {LocalizedString} */ (`El nombre del propietario es obligatorio.`)
	
};

/**
* | person | output |
* | --- | --- |
* | "Seller" | "Seller first name is required." |
* | "Buyer" | "Buyer first name is required." |
* | * | "Owner first name is required." |
*
* @param {Order_First_Name_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_first_name_required = /** @type {((inputs: Order_First_Name_RequiredInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_First_Name_RequiredInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_first_name_required(inputs)
	return en_order_first_name_required(inputs)
});