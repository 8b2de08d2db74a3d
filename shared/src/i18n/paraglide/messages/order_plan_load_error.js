import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Plan_Load_ErrorInputs */

const en_order_plan_load_error = /** @type {(inputs: Order_Plan_Load_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The plans could not be loaded. Please check your connection and try again.`)
};

const es_order_plan_load_error = /** @type {(inputs: Order_Plan_Load_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudieron cargar los planes. Revise su conexión e inténtelo de nuevo.`)
};

/**
* | output |
* | --- |
* | "The plans could not be loaded. Please check your connection and try again." |
*
* @param {Order_Plan_Load_ErrorInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_plan_load_error = /** @type {((inputs?: Order_Plan_Load_ErrorInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Plan_Load_ErrorInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_plan_load_error(inputs)
	return en_order_plan_load_error(inputs)
});