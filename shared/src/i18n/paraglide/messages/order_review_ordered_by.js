import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ party: NonNullable<unknown> }} Order_Review_Ordered_ByInputs */

const en_order_review_ordered_by = /** @type {(inputs: Order_Review_Ordered_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ordered by: ${i?.party}`)
};

const es_order_review_ordered_by = /** @type {(inputs: Order_Review_Ordered_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pedido por: ${i?.party}`)
};

/**
* | output |
* | --- |
* | "Ordered by: {party}" |
*
* @param {Order_Review_Ordered_ByInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_review_ordered_by = /** @type {((inputs: Order_Review_Ordered_ByInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Review_Ordered_ByInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_review_ordered_by(inputs)
	return en_order_review_ordered_by(inputs)
});