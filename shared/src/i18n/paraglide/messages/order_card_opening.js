import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Card_OpeningInputs */

const en_order_card_opening = /** @type {(inputs: Order_Card_OpeningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Opening the secure card form…`)
};

const es_order_card_opening = /** @type {(inputs: Order_Card_OpeningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abriendo el formulario seguro de tarjeta…`)
};

/**
* | output |
* | --- |
* | "Opening the secure card form…" |
*
* @param {Order_Card_OpeningInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_card_opening = /** @type {((inputs?: Order_Card_OpeningInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Card_OpeningInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_card_opening(inputs)
	return en_order_card_opening(inputs)
});