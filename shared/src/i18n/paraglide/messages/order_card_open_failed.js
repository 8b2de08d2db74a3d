import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Card_Open_FailedInputs */

const en_order_card_open_failed = /** @type {(inputs: Order_Card_Open_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The card form could not be opened. Please try again.`)
};

const es_order_card_open_failed = /** @type {(inputs: Order_Card_Open_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo abrir el formulario de tarjeta. Inténtelo de nuevo.`)
};

/**
* | output |
* | --- |
* | "The card form could not be opened. Please try again." |
*
* @param {Order_Card_Open_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_card_open_failed = /** @type {((inputs?: Order_Card_Open_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Card_Open_FailedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_card_open_failed(inputs)
	return en_order_card_open_failed(inputs)
});