import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Price_FailedInputs */

const en_order_price_failed = /** @type {(inputs: Order_Price_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The price could not be updated. It will be tried again when something changes.`)
};

const es_order_price_failed = /** @type {(inputs: Order_Price_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo actualizar el precio. Se volverá a intentar cuando algo cambie.`)
};

/**
* | output |
* | --- |
* | "The price could not be updated. It will be tried again when something changes." |
*
* @param {Order_Price_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_price_failed = /** @type {((inputs?: Order_Price_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Price_FailedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_price_failed(inputs)
	return en_order_price_failed(inputs)
});