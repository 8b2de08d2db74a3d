import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_Quick_Order_Budget_RequiredInputs */

const en_common_quick_order_budget_required = /** @type {(inputs: Common_Quick_Order_Budget_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Budget Amount is required.`)
};

const es_common_quick_order_budget_required = /** @type {(inputs: Common_Quick_Order_Budget_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El monto del presupuesto es obligatorio.`)
};

/**
* | output |
* | --- |
* | "Budget Amount is required." |
*
* @param {Common_Quick_Order_Budget_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_quick_order_budget_required = /** @type {((inputs?: Common_Quick_Order_Budget_RequiredInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Quick_Order_Budget_RequiredInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_common_quick_order_budget_required(inputs)
	return en_common_quick_order_budget_required(inputs)
});