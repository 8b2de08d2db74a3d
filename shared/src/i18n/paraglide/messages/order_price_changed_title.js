import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Price_Changed_TitleInputs */

const en_order_price_changed_title = /** @type {(inputs: Order_Price_Changed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The price has changed`)
};

const es_order_price_changed_title = /** @type {(inputs: Order_Price_Changed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El precio cambió`)
};

/**
* | output |
* | --- |
* | "The price has changed" |
*
* @param {Order_Price_Changed_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_price_changed_title = /** @type {((inputs?: Order_Price_Changed_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Price_Changed_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_price_changed_title(inputs)
	return en_order_price_changed_title(inputs)
});