import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Confirmation_NoneInputs */

const en_order_confirmation_none = /** @type {(inputs: Order_Confirmation_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`There is no recent order to show in this browser tab.`)
};

const es_order_confirmation_none = /** @type {(inputs: Order_Confirmation_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No hay ningún pedido reciente para mostrar en esta pestaña del navegador.`)
};

/**
* | output |
* | --- |
* | "There is no recent order to show in this browser tab." |
*
* @param {Order_Confirmation_NoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_confirmation_none = /** @type {((inputs?: Order_Confirmation_NoneInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Confirmation_NoneInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_confirmation_none(inputs)
	return en_order_confirmation_none(inputs)
});