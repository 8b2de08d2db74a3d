import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Order_Plan_Name_MonthlyInputs */

const en_order_plan_name_monthly = /** @type {(inputs: Order_Plan_Name_MonthlyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} PLAN`)
};

const es_order_plan_name_monthly = /** @type {(inputs: Order_Plan_Name_MonthlyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`PLAN ${i?.name}`)
};

/**
* | output |
* | --- |
* | "{name} PLAN" |
*
* @param {Order_Plan_Name_MonthlyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_plan_name_monthly = /** @type {((inputs: Order_Plan_Name_MonthlyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Plan_Name_MonthlyInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_plan_name_monthly(inputs)
	return en_order_plan_name_monthly(inputs)
});