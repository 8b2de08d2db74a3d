import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Card_EnterInputs */

const en_order_card_enter = /** @type {(inputs: Order_Card_EnterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter card`)
};

const es_order_card_enter = /** @type {(inputs: Order_Card_EnterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ingresar tarjeta`)
};

/**
* | output |
* | --- |
* | "Enter card" |
*
* @param {Order_Card_EnterInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_card_enter = /** @type {((inputs?: Order_Card_EnterInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Card_EnterInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_card_enter(inputs)
	return en_order_card_enter(inputs)
});