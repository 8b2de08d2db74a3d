import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Card_Open_AgainInputs */

const en_order_card_open_again = /** @type {(inputs: Order_Card_Open_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open the card form again`)
};

const es_order_card_open_again = /** @type {(inputs: Order_Card_Open_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abrir de nuevo el formulario de tarjeta`)
};

/**
* | output |
* | --- |
* | "Open the card form again" |
*
* @param {Order_Card_Open_AgainInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_card_open_again = /** @type {((inputs?: Order_Card_Open_AgainInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Card_Open_AgainInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_card_open_again(inputs)
	return en_order_card_open_again(inputs)
});