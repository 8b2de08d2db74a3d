import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Card_Open_LostInputs */

const en_order_card_open_lost = /** @type {(inputs: Order_Card_Open_LostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The card form could not be opened: the connection was lost. Please try again.`)
};

const es_order_card_open_lost = /** @type {(inputs: Order_Card_Open_LostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo abrir el formulario de tarjeta: se perdió la conexión. Inténtelo de nuevo.`)
};

/**
* | output |
* | --- |
* | "The card form could not be opened: the connection was lost. Please try again." |
*
* @param {Order_Card_Open_LostInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_card_open_lost = /** @type {((inputs?: Order_Card_Open_LostInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Card_Open_LostInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_card_open_lost(inputs)
	return en_order_card_open_lost(inputs)
});