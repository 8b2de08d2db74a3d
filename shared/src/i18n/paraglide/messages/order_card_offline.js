import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Card_OfflineInputs */

const en_order_card_offline = /** @type {(inputs: Order_Card_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Card entry needs a connection. Connect to the internet to enter your card; the rest of the form can be filled in meanwhile.`)
};

const es_order_card_offline = /** @type {(inputs: Order_Card_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para ingresar la tarjeta se necesita conexión. Conéctese a internet para ingresar su tarjeta; mientras tanto, puede completar el resto del formulario.`)
};

/**
* | output |
* | --- |
* | "Card entry needs a connection. Connect to the internet to enter your card; the rest of the form can be filled in meanwhile." |
*
* @param {Order_Card_OfflineInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_card_offline = /** @type {((inputs?: Order_Card_OfflineInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Card_OfflineInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_card_offline(inputs)
	return en_order_card_offline(inputs)
});