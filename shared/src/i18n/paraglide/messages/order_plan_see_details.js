import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Plan_See_DetailsInputs */

const en_order_plan_see_details = /** @type {(inputs: Order_Plan_See_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See coverage details`)
};

const es_order_plan_see_details = /** @type {(inputs: Order_Plan_See_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver detalles de la cobertura`)
};

/**
* | output |
* | --- |
* | "See coverage details" |
*
* @param {Order_Plan_See_DetailsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_plan_see_details = /** @type {((inputs?: Order_Plan_See_DetailsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Plan_See_DetailsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_plan_see_details(inputs)
	return en_order_plan_see_details(inputs)
});