import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Plan_Hide_DetailsInputs */

const en_order_plan_hide_details = /** @type {(inputs: Order_Plan_Hide_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hide coverage details`)
};

const es_order_plan_hide_details = /** @type {(inputs: Order_Plan_Hide_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ocultar detalles de la cobertura`)
};

/**
* | output |
* | --- |
* | "Hide coverage details" |
*
* @param {Order_Plan_Hide_DetailsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_plan_hide_details = /** @type {((inputs?: Order_Plan_Hide_DetailsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Plan_Hide_DetailsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_plan_hide_details(inputs)
	return en_order_plan_hide_details(inputs)
});