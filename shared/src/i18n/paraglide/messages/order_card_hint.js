import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Card_HintInputs */

const en_order_card_hint = /** @type {(inputs: Order_Card_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your card goes straight to our card processor's secure form; we keep only its last four digits.`)
};

const es_order_card_hint = /** @type {(inputs: Order_Card_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Su tarjeta va directamente al formulario seguro de nuestro procesador de tarjetas; solo guardamos sus últimos cuatro dígitos.`)
};

/**
* | output |
* | --- |
* | "Your card goes straight to our card processor's secure form; we keep only its last four digits." |
*
* @param {Order_Card_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_card_hint = /** @type {((inputs?: Order_Card_HintInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Card_HintInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_card_hint(inputs)
	return en_order_card_hint(inputs)
});