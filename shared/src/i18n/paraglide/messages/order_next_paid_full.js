import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Next_Paid_FullInputs */

const en_order_next_paid_full = /** @type {(inputs: Order_Next_Paid_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your plan is paid in full for its whole term.`)
};

const es_order_next_paid_full = /** @type {(inputs: Order_Next_Paid_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Su plan está pagado por completo durante todo su plazo.`)
};

/**
* | output |
* | --- |
* | "Your plan is paid in full for its whole term." |
*
* @param {Order_Next_Paid_FullInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_next_paid_full = /** @type {((inputs?: Order_Next_Paid_FullInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Next_Paid_FullInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_next_paid_full(inputs)
	return en_order_next_paid_full(inputs)
});