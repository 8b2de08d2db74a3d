import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Quick_BudgetInputs */

const en_order_quick_budget = /** @type {(inputs: Order_Quick_BudgetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Budget Amount`)
};

const es_order_quick_budget = /** @type {(inputs: Order_Quick_BudgetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Monto del presupuesto`)
};

/**
* | output |
* | --- |
* | "Budget Amount" |
*
* @param {Order_Quick_BudgetInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_quick_budget = /** @type {((inputs?: Order_Quick_BudgetInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Quick_BudgetInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_quick_budget(inputs)
	return en_order_quick_budget(inputs)
});