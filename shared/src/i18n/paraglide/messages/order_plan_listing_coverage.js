import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ text: NonNullable<unknown> }} Order_Plan_Listing_CoverageInputs */

const en_order_plan_listing_coverage = /** @type {(inputs: Order_Plan_Listing_CoverageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Listing coverage: ${i?.text}`)
};

const es_order_plan_listing_coverage = /** @type {(inputs: Order_Plan_Listing_CoverageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cobertura durante la venta: ${i?.text}`)
};

/**
* | output |
* | --- |
* | "Listing coverage: {text}" |
*
* @param {Order_Plan_Listing_CoverageInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_plan_listing_coverage = /** @type {((inputs: Order_Plan_Listing_CoverageInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Plan_Listing_CoverageInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_plan_listing_coverage(inputs)
	return en_order_plan_listing_coverage(inputs)
});