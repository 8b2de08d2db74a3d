import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Options_Need_PlanInputs */

const en_order_options_need_plan = /** @type {(inputs: Order_Options_Need_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a plan first: the add-ons and options depend on it.`)
};

const es_order_options_need_plan = /** @type {(inputs: Order_Options_Need_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Primero elija un plan: las coberturas adicionales y las opciones dependen de él.`)
};

/**
* | output |
* | --- |
* | "Choose a plan first: the add-ons and options depend on it." |
*
* @param {Order_Options_Need_PlanInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_options_need_plan = /** @type {((inputs?: Order_Options_Need_PlanInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Options_Need_PlanInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_options_need_plan(inputs)
	return en_order_options_need_plan(inputs)
});