import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Card_Frame_TitleInputs */

const en_order_card_frame_title = /** @type {(inputs: Order_Card_Frame_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Secure card form`)
};

const es_order_card_frame_title = /** @type {(inputs: Order_Card_Frame_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Formulario seguro de tarjeta`)
};

/**
* | output |
* | --- |
* | "Secure card form" |
*
* @param {Order_Card_Frame_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_card_frame_title = /** @type {((inputs?: Order_Card_Frame_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Card_Frame_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_card_frame_title(inputs)
	return en_order_card_frame_title(inputs)
});