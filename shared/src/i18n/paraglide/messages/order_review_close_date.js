import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Order_Review_Close_DateInputs */

const en_order_review_close_date = /** @type {(inputs: Order_Review_Close_DateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Estimated close date: ${i?.date}`)
};

const es_order_review_close_date = /** @type {(inputs: Order_Review_Close_DateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Fecha estimada de cierre: ${i?.date}`)
};

/**
* | output |
* | --- |
* | "Estimated close date: {date}" |
*
* @param {Order_Review_Close_DateInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_review_close_date = /** @type {((inputs: Order_Review_Close_DateInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Review_Close_DateInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_review_close_date(inputs)
	return en_order_review_close_date(inputs)
});