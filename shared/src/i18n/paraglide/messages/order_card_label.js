import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ brand: NonNullable<unknown>, lastFour: NonNullable<unknown>, expires: NonNullable<unknown> }} Order_Card_LabelInputs */

const en_order_card_label = /** @type {(inputs: Order_Card_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.brand} ending ${i?.lastFour}, expires ${i?.expires}`)
};

const es_order_card_label = /** @type {(inputs: Order_Card_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.brand} que termina en ${i?.lastFour}, vence ${i?.expires}`)
};

/**
* | output |
* | --- |
* | "{brand} ending {lastFour}, expires {expires}" |
*
* @param {Order_Card_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_card_label = /** @type {((inputs: Order_Card_LabelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Card_LabelInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_card_label(inputs)
	return en_order_card_label(inputs)
});