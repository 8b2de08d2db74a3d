import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ policyNumber: NonNullable<unknown> }} Order_Queued_PlacedInputs */

const en_order_queued_placed = /** @type {(inputs: Order_Queued_PlacedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Placed: contract ${i?.policyNumber}`)
};

const es_order_queued_placed = /** @type {(inputs: Order_Queued_PlacedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hecho: contrato ${i?.policyNumber}`)
};

/**
* | output |
* | --- |
* | "Placed: contract {policyNumber}" |
*
* @param {Order_Queued_PlacedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_queued_placed = /** @type {((inputs: Order_Queued_PlacedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Queued_PlacedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_queued_placed(inputs)
	return en_order_queued_placed(inputs)
});