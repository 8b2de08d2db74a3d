import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Plan_Load_FailedInputs */

const en_order_plan_load_failed = /** @type {(inputs: Order_Plan_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This plan could not be loaded. Please check your connection and try again.`)
};

const es_order_plan_load_failed = /** @type {(inputs: Order_Plan_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo cargar este plan. Revise su conexión e inténtelo de nuevo.`)
};

/**
* | output |
* | --- |
* | "This plan could not be loaded. Please check your connection and try again." |
*
* @param {Order_Plan_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_plan_load_failed = /** @type {((inputs?: Order_Plan_Load_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Plan_Load_FailedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_plan_load_failed(inputs)
	return en_order_plan_load_failed(inputs)
});