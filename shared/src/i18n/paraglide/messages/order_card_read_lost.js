import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Card_Read_LostInputs */

const en_order_card_read_lost = /** @type {(inputs: Order_Card_Read_LostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not read the card you saved: the connection was lost. Please try again.`)
};

const es_order_card_read_lost = /** @type {(inputs: Order_Card_Read_LostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No pudimos leer la tarjeta que guardó: se perdió la conexión. Inténtelo de nuevo.`)
};

/**
* | output |
* | --- |
* | "We could not read the card you saved: the connection was lost. Please try again." |
*
* @param {Order_Card_Read_LostInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_card_read_lost = /** @type {((inputs?: Order_Card_Read_LostInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Card_Read_LostInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_card_read_lost(inputs)
	return en_order_card_read_lost(inputs)
});