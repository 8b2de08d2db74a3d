import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Enter_Another_CardInputs */

const en_order_enter_another_card = /** @type {(inputs: Order_Enter_Another_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter another card`)
};

const es_order_enter_another_card = /** @type {(inputs: Order_Enter_Another_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ingresar otra tarjeta`)
};

/**
* | output |
* | --- |
* | "Enter another card" |
*
* @param {Order_Enter_Another_CardInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_enter_another_card = /** @type {((inputs?: Order_Enter_Another_CardInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Enter_Another_CardInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_enter_another_card(inputs)
	return en_order_enter_another_card(inputs)
});