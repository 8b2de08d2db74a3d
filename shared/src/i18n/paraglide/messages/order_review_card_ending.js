import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ lastFour: NonNullable<unknown> }} Order_Review_Card_EndingInputs */

const en_order_review_card_ending = /** @type {(inputs: Order_Review_Card_EndingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`card ending ${i?.lastFour}`)
};

const es_order_review_card_ending = /** @type {(inputs: Order_Review_Card_EndingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`tarjeta que termina en ${i?.lastFour}`)
};

/**
* | output |
* | --- |
* | "card ending {lastFour}" |
*
* @param {Order_Review_Card_EndingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_review_card_ending = /** @type {((inputs: Order_Review_Card_EndingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Review_Card_EndingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_review_card_ending(inputs)
	return en_order_review_card_ending(inputs)
});