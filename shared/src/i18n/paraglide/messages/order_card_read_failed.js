import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Card_Read_FailedInputs */

const en_order_card_read_failed = /** @type {(inputs: Order_Card_Read_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not read the card you saved. Please try again.`)
};

const es_order_card_read_failed = /** @type {(inputs: Order_Card_Read_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No pudimos leer la tarjeta que guardó. Inténtelo de nuevo.`)
};

/**
* | output |
* | --- |
* | "We could not read the card you saved. Please try again." |
*
* @param {Order_Card_Read_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_card_read_failed = /** @type {((inputs?: Order_Card_Read_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Card_Read_FailedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_card_read_failed(inputs)
	return en_order_card_read_failed(inputs)
});