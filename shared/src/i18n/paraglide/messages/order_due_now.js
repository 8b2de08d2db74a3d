import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Due_NowInputs */

const en_order_due_now = /** @type {(inputs: Order_Due_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Due now`)
};

const es_order_due_now = /** @type {(inputs: Order_Due_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A pagar ahora`)
};

/**
* | output |
* | --- |
* | "Due now" |
*
* @param {Order_Due_NowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_due_now = /** @type {((inputs?: Order_Due_NowInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Due_NowInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_due_now(inputs)
	return en_order_due_now(inputs)
});