import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Due_TodayInputs */

const en_order_due_today = /** @type {(inputs: Order_Due_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Due today`)
};

const es_order_due_today = /** @type {(inputs: Order_Due_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A pagar hoy`)
};

/**
* | output |
* | --- |
* | "Due today" |
*
* @param {Order_Due_TodayInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_due_today = /** @type {((inputs?: Order_Due_TodayInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Due_TodayInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_due_today(inputs)
	return en_order_due_today(inputs)
});