import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Card_Use_DifferentInputs */

const en_order_card_use_different = /** @type {(inputs: Order_Card_Use_DifferentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use a different card`)
};

const es_order_card_use_different = /** @type {(inputs: Order_Card_Use_DifferentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Usar otra tarjeta`)
};

/**
* | output |
* | --- |
* | "Use a different card" |
*
* @param {Order_Card_Use_DifferentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_card_use_different = /** @type {((inputs?: Order_Card_Use_DifferentInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Card_Use_DifferentInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_card_use_different(inputs)
	return en_order_card_use_different(inputs)
});