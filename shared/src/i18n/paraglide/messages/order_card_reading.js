import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Card_ReadingInputs */

const en_order_card_reading = /** @type {(inputs: Order_Card_ReadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reading your card…`)
};

const es_order_card_reading = /** @type {(inputs: Order_Card_ReadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leyendo su tarjeta…`)
};

/**
* | output |
* | --- |
* | "Reading your card…" |
*
* @param {Order_Card_ReadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_card_reading = /** @type {((inputs?: Order_Card_ReadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Card_ReadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_card_reading(inputs)
	return en_order_card_reading(inputs)
});