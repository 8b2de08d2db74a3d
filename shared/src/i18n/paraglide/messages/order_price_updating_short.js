import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Price_Updating_ShortInputs */

const en_order_price_updating_short = /** @type {(inputs: Order_Price_Updating_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`updating…`)
};

const es_order_price_updating_short = /** @type {(inputs: Order_Price_Updating_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`actualizando…`)
};

/**
* | output |
* | --- |
* | "updating…" |
*
* @param {Order_Price_Updating_ShortInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_price_updating_short = /** @type {((inputs?: Order_Price_Updating_ShortInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Price_Updating_ShortInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_price_updating_short(inputs)
	return en_order_price_updating_short(inputs)
});