import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Confirmation_Starts_At_CloseInputs */

const en_order_confirmation_starts_at_close = /** @type {(inputs: Order_Confirmation_Starts_At_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Starts at close of escrow`)
};

const es_order_confirmation_starts_at_close = /** @type {(inputs: Order_Confirmation_Starts_At_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comienza al cierre del escrow`)
};

/**
* | output |
* | --- |
* | "Starts at close of escrow" |
*
* @param {Order_Confirmation_Starts_At_CloseInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_confirmation_starts_at_close = /** @type {((inputs?: Order_Confirmation_Starts_At_CloseInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Confirmation_Starts_At_CloseInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_confirmation_starts_at_close(inputs)
	return en_order_confirmation_starts_at_close(inputs)
});