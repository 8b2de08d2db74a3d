import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Close_DateInputs */

const en_order_close_date = /** @type {(inputs: Order_Close_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estimated close date`)
};

const es_order_close_date = /** @type {(inputs: Order_Close_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fecha estimada de cierre`)
};

/**
* | output |
* | --- |
* | "Estimated close date" |
*
* @param {Order_Close_DateInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_close_date = /** @type {((inputs?: Order_Close_DateInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Close_DateInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_close_date(inputs)
	return en_order_close_date(inputs)
});