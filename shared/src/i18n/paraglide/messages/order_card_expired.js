import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Card_ExpiredInputs */

const en_order_card_expired = /** @type {(inputs: Order_Card_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The card form has expired. Please open it again.`)
};

const es_order_card_expired = /** @type {(inputs: Order_Card_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El formulario de tarjeta venció. Ábralo de nuevo.`)
};

/**
* | output |
* | --- |
* | "The card form has expired. Please open it again." |
*
* @param {Order_Card_ExpiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_card_expired = /** @type {((inputs?: Order_Card_ExpiredInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Card_ExpiredInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_card_expired(inputs)
	return en_order_card_expired(inputs)
});