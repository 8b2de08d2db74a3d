import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Card_LegendInputs */

const en_order_card_legend = /** @type {(inputs: Order_Card_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Card`)
};

const es_order_card_legend = /** @type {(inputs: Order_Card_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tarjeta`)
};

/**
* | output |
* | --- |
* | "Card" |
*
* @param {Order_Card_LegendInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_card_legend = /** @type {((inputs?: Order_Card_LegendInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Card_LegendInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_card_legend(inputs)
	return en_order_card_legend(inputs)
});