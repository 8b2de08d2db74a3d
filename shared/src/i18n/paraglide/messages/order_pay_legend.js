import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Pay_LegendInputs */

const en_order_pay_legend = /** @type {(inputs: Order_Pay_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How would you like to pay?`)
};

const es_order_pay_legend = /** @type {(inputs: Order_Pay_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Cómo desea pagar?`)
};

/**
* | output |
* | --- |
* | "How would you like to pay?" |
*
* @param {Order_Pay_LegendInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_pay_legend = /** @type {((inputs?: Order_Pay_LegendInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Pay_LegendInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_pay_legend(inputs)
	return en_order_pay_legend(inputs)
});