import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_PlacingInputs */

const en_order_placing = /** @type {(inputs: Order_PlacingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Placing your order…`)
};

const es_order_placing = /** @type {(inputs: Order_PlacingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviando su pedido…`)
};

/**
* | output |
* | --- |
* | "Placing your order…" |
*
* @param {Order_PlacingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_placing = /** @type {((inputs?: Order_PlacingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_PlacingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_placing(inputs)
	return en_order_placing(inputs)
});