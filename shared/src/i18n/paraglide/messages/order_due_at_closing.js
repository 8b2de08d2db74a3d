import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Due_At_ClosingInputs */

const en_order_due_at_closing = /** @type {(inputs: Order_Due_At_ClosingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Due at closing`)
};

const es_order_due_at_closing = /** @type {(inputs: Order_Due_At_ClosingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A pagar al cierre`)
};

/**
* | output |
* | --- |
* | "Due at closing" |
*
* @param {Order_Due_At_ClosingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_due_at_closing = /** @type {((inputs?: Order_Due_At_ClosingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Due_At_ClosingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_due_at_closing(inputs)
	return en_order_due_at_closing(inputs)
});