import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Updating_The_PriceInputs */

const en_order_updating_the_price = /** @type {(inputs: Order_Updating_The_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Updating the price…`)
};

const es_order_updating_the_price = /** @type {(inputs: Order_Updating_The_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Actualizando el precio…`)
};

/**
* | output |
* | --- |
* | "Updating the price…" |
*
* @param {Order_Updating_The_PriceInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_updating_the_price = /** @type {((inputs?: Order_Updating_The_PriceInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Updating_The_PriceInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_updating_the_price(inputs)
	return en_order_updating_the_price(inputs)
});