import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Coverage_LengthInputs */

const en_order_coverage_length = /** @type {(inputs: Order_Coverage_LengthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Coverage length`)
};

const es_order_coverage_length = /** @type {(inputs: Order_Coverage_LengthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Duración de la cobertura`)
};

/**
* | output |
* | --- |
* | "Coverage length" |
*
* @param {Order_Coverage_LengthInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_coverage_length = /** @type {((inputs?: Order_Coverage_LengthInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Coverage_LengthInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_coverage_length(inputs)
	return en_order_coverage_length(inputs)
});