import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Plan_Order_NowInputs */

const en_order_plan_order_now = /** @type {(inputs: Order_Plan_Order_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ORDER NOW`)
};

const es_order_plan_order_now = /** @type {(inputs: Order_Plan_Order_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PEDIR AHORA`)
};

/**
* | output |
* | --- |
* | "ORDER NOW" |
*
* @param {Order_Plan_Order_NowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_plan_order_now = /** @type {((inputs?: Order_Plan_Order_NowInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Plan_Order_NowInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_plan_order_now(inputs)
	return en_order_plan_order_now(inputs)
});