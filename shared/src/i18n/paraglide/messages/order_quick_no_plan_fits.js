import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Quick_No_Plan_FitsInputs */

const en_order_quick_no_plan_fits = /** @type {(inputs: Order_Quick_No_Plan_FitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No plan fits this budget for this home.`)
};

const es_order_quick_no_plan_fits = /** @type {(inputs: Order_Quick_No_Plan_FitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ningún plan se ajusta a este presupuesto para esta vivienda.`)
};

/**
* | output |
* | --- |
* | "No plan fits this budget for this home." |
*
* @param {Order_Quick_No_Plan_FitsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_quick_no_plan_fits = /** @type {((inputs?: Order_Quick_No_Plan_FitsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Quick_No_Plan_FitsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_quick_no_plan_fits(inputs)
	return en_order_quick_no_plan_fits(inputs)
});