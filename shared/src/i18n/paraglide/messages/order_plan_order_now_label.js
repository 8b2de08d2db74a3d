import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Order_Plan_Order_Now_LabelInputs */

const en_order_plan_order_now_label = /** @type {(inputs: Order_Plan_Order_Now_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ORDER NOW: ${i?.name}`)
};

const es_order_plan_order_now_label = /** @type {(inputs: Order_Plan_Order_Now_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`PEDIR AHORA: ${i?.name}`)
};

/**
* | output |
* | --- |
* | "ORDER NOW: {name}" |
*
* @param {Order_Plan_Order_Now_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_plan_order_now_label = /** @type {((inputs: Order_Plan_Order_Now_LabelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Plan_Order_Now_LabelInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_plan_order_now_label(inputs)
	return en_order_plan_order_now_label(inputs)
});