import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Quick_SummaryInputs */

const en_order_quick_summary = /** @type {(inputs: Order_Quick_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quick order`)
};

const es_order_quick_summary = /** @type {(inputs: Order_Quick_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pedido rápido`)
};

/**
* | output |
* | --- |
* | "Quick order" |
*
* @param {Order_Quick_SummaryInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_quick_summary = /** @type {((inputs?: Order_Quick_SummaryInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Quick_SummaryInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_quick_summary(inputs)
	return en_order_quick_summary(inputs)
});