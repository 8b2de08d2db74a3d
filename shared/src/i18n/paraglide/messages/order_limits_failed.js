import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Limits_FailedInputs */

const en_order_limits_failed = /** @type {(inputs: Order_Limits_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The limits and exclusions could not be loaded. Please try again.`)
};

const es_order_limits_failed = /** @type {(inputs: Order_Limits_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudieron cargar los límites y exclusiones. Inténtelo de nuevo.`)
};

/**
* | output |
* | --- |
* | "The limits and exclusions could not be loaded. Please try again." |
*
* @param {Order_Limits_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_limits_failed = /** @type {((inputs?: Order_Limits_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Limits_FailedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_limits_failed(inputs)
	return en_order_limits_failed(inputs)
});