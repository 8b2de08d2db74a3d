import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Price_Summary_LabelInputs */

const en_order_price_summary_label = /** @type {(inputs: Order_Price_Summary_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Price summary`)
};

const es_order_price_summary_label = /** @type {(inputs: Order_Price_Summary_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resumen del precio`)
};

/**
* | output |
* | --- |
* | "Price summary" |
*
* @param {Order_Price_Summary_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_price_summary_label = /** @type {((inputs?: Order_Price_Summary_LabelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Price_Summary_LabelInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_price_summary_label(inputs)
	return en_order_price_summary_label(inputs)
});