import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Offline_Save_FailedInputs */

const en_order_offline_save_failed = /** @type {(inputs: Order_Offline_Save_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The order could not be saved on this device.`)
};

const es_order_offline_save_failed = /** @type {(inputs: Order_Offline_Save_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo guardar el pedido en este dispositivo.`)
};

/**
* | output |
* | --- |
* | "The order could not be saved on this device." |
*
* @param {Order_Offline_Save_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_offline_save_failed = /** @type {((inputs?: Order_Offline_Save_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Offline_Save_FailedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_offline_save_failed(inputs)
	return en_order_offline_save_failed(inputs)
});