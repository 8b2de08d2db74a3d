import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ field: NonNullable<unknown>, problem: NonNullable<unknown> }} Order_Check_BodyInputs */

const en_order_check_body = /** @type {(inputs: Order_Check_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Please check the order: ${i?.field} ${i?.problem}.`)
};

const es_order_check_body = /** @type {(inputs: Order_Check_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Revise el pedido: ${i?.field} ${i?.problem}.`)
};

/**
* | output |
* | --- |
* | "Please check the order: {field} {problem}." |
*
* @param {Order_Check_BodyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_check_body = /** @type {((inputs: Order_Check_BodyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Check_BodyInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_check_body(inputs)
	return en_order_check_body(inputs)
});