import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Confirmation_Coverage_StartsInputs */

const en_order_confirmation_coverage_starts = /** @type {(inputs: Order_Confirmation_Coverage_StartsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Coverage starts`)
};

const es_order_confirmation_coverage_starts = /** @type {(inputs: Order_Confirmation_Coverage_StartsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La cobertura comienza`)
};

/**
* | output |
* | --- |
* | "Coverage starts" |
*
* @param {Order_Confirmation_Coverage_StartsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_confirmation_coverage_starts = /** @type {((inputs?: Order_Confirmation_Coverage_StartsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Confirmation_Coverage_StartsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_confirmation_coverage_starts(inputs)
	return en_order_confirmation_coverage_starts(inputs)
});