import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Quick_FailedInputs */

const en_order_quick_failed = /** @type {(inputs: Order_Quick_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The quick order could not be placed. Please try again.`)
};

const es_order_quick_failed = /** @type {(inputs: Order_Quick_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo hacer el pedido rápido. Inténtelo de nuevo.`)
};

/**
* | output |
* | --- |
* | "The quick order could not be placed. Please try again." |
*
* @param {Order_Quick_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_quick_failed = /** @type {((inputs?: Order_Quick_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Quick_FailedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_quick_failed(inputs)
	return en_order_quick_failed(inputs)
});