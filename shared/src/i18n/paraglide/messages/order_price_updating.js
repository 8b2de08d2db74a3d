import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Price_UpdatingInputs */

const en_order_price_updating = /** @type {(inputs: Order_Price_UpdatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Updating price…`)
};

const es_order_price_updating = /** @type {(inputs: Order_Price_UpdatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Actualizando el precio…`)
};

/**
* | output |
* | --- |
* | "Updating price…" |
*
* @param {Order_Price_UpdatingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_price_updating = /** @type {((inputs?: Order_Price_UpdatingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Price_UpdatingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_price_updating(inputs)
	return en_order_price_updating(inputs)
});