import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Price_Choose_PlanInputs */

const en_order_price_choose_plan = /** @type {(inputs: Order_Price_Choose_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a plan to see your price`)
};

const es_order_price_choose_plan = /** @type {(inputs: Order_Price_Choose_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elija un plan para ver su precio`)
};

/**
* | output |
* | --- |
* | "Choose a plan to see your price" |
*
* @param {Order_Price_Choose_PlanInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_price_choose_plan = /** @type {((inputs?: Order_Price_Choose_PlanInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Price_Choose_PlanInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_price_choose_plan(inputs)
	return en_order_price_choose_plan(inputs)
});