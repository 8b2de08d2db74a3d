import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Plan_CurrentInputs */

const en_order_plan_current = /** @type {(inputs: Order_Plan_CurrentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your current plan`)
};

const es_order_plan_current = /** @type {(inputs: Order_Plan_CurrentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Su plan actual`)
};

/**
* | output |
* | --- |
* | "Your current plan" |
*
* @param {Order_Plan_CurrentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_plan_current = /** @type {((inputs?: Order_Plan_CurrentInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Plan_CurrentInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_plan_current(inputs)
	return en_order_plan_current(inputs)
});