import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Loading_PlanInputs */

const en_order_loading_plan = /** @type {(inputs: Order_Loading_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading your plan…`)
};

const es_order_loading_plan = /** @type {(inputs: Order_Loading_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando su plan…`)
};

/**
* | output |
* | --- |
* | "Loading your plan…" |
*
* @param {Order_Loading_PlanInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_loading_plan = /** @type {((inputs?: Order_Loading_PlanInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Loading_PlanInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_loading_plan(inputs)
	return en_order_loading_plan(inputs)
});