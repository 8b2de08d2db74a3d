import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Queued_TitleInputs */

const en_order_queued_title = /** @type {(inputs: Order_Queued_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Orders saved on this device`)
};

const es_order_queued_title = /** @type {(inputs: Order_Queued_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pedidos guardados en este dispositivo`)
};

/**
* | output |
* | --- |
* | "Orders saved on this device" |
*
* @param {Order_Queued_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_queued_title = /** @type {((inputs?: Order_Queued_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Queued_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_queued_title(inputs)
	return en_order_queued_title(inputs)
});