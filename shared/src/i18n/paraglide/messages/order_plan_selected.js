import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Plan_SelectedInputs */

const en_order_plan_selected = /** @type {(inputs: Order_Plan_SelectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`SELECTED`)
};

const es_order_plan_selected = /** @type {(inputs: Order_Plan_SelectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`SELECCIONADO`)
};

/**
* | output |
* | --- |
* | "SELECTED" |
*
* @param {Order_Plan_SelectedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_plan_selected = /** @type {((inputs?: Order_Plan_SelectedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Plan_SelectedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_plan_selected(inputs)
	return en_order_plan_selected(inputs)
});