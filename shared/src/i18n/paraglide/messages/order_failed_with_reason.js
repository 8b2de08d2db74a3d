import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ problem: NonNullable<unknown> }} Order_Failed_With_ReasonInputs */

const en_order_failed_with_reason = /** @type {(inputs: Order_Failed_With_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.problem} Your order was not placed.`)
};

const es_order_failed_with_reason = /** @type {(inputs: Order_Failed_With_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.problem} Su pedido no se hizo.`)
};

/**
* | output |
* | --- |
* | "{problem} Your order was not placed." |
*
* @param {Order_Failed_With_ReasonInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_failed_with_reason = /** @type {((inputs: Order_Failed_With_ReasonInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Failed_With_ReasonInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_failed_with_reason(inputs)
	return en_order_failed_with_reason(inputs)
});