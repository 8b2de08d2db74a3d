import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Quick_ButtonInputs */

const en_order_quick_button = /** @type {(inputs: Order_Quick_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quick Order`)
};

const es_order_quick_button = /** @type {(inputs: Order_Quick_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pedido rápido`)
};

/**
* | output |
* | --- |
* | "Quick Order" |
*
* @param {Order_Quick_ButtonInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_quick_button = /** @type {((inputs?: Order_Quick_ButtonInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Quick_ButtonInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_quick_button(inputs)
	return en_order_quick_button(inputs)
});