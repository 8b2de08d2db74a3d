import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Plan_RequiredInputs */

const en_order_plan_required = /** @type {(inputs: Order_Plan_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please choose a plan.`)
};

const es_order_plan_required = /** @type {(inputs: Order_Plan_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elija un plan.`)
};

/**
* | output |
* | --- |
* | "Please choose a plan." |
*
* @param {Order_Plan_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_plan_required = /** @type {((inputs?: Order_Plan_RequiredInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Plan_RequiredInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_plan_required(inputs)
	return en_order_plan_required(inputs)
});