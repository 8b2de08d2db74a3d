import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Review_No_PlanInputs */

const en_order_review_no_plan = /** @type {(inputs: Order_Review_No_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No plan chosen`)
};

const es_order_review_no_plan = /** @type {(inputs: Order_Review_No_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ningún plan elegido`)
};

/**
* | output |
* | --- |
* | "No plan chosen" |
*
* @param {Order_Review_No_PlanInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_review_no_plan = /** @type {((inputs?: Order_Review_No_PlanInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Review_No_PlanInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_review_no_plan(inputs)
	return en_order_review_no_plan(inputs)
});