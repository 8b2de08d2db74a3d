import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ most: NonNullable<unknown> }} Common_Quick_Order_Budget_Too_LargeInputs */

const en_common_quick_order_budget_too_large = /** @type {(inputs: Common_Quick_Order_Budget_Too_LargeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Budget Amount must be at most ${i?.most}.`)
};

const es_common_quick_order_budget_too_large = /** @type {(inputs: Common_Quick_Order_Budget_Too_LargeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El monto del presupuesto debe ser como máximo ${i?.most}.`)
};

/**
* | output |
* | --- |
* | "Budget Amount must be at most {most}." |
*
* @param {Common_Quick_Order_Budget_Too_LargeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_quick_order_budget_too_large = /** @type {((inputs: Common_Quick_Order_Budget_Too_LargeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Quick_Order_Budget_Too_LargeInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_common_quick_order_budget_too_large(inputs)
	return en_common_quick_order_budget_too_large(inputs)
});