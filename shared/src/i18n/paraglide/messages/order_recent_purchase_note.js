import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Recent_Purchase_NoteInputs */

const en_order_recent_purchase_note = /** @type {(inputs: Order_Recent_Purchase_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`As a recent home buyer you order from our real estate plans, as the home buyer, paid in full.`)
};

const es_order_recent_purchase_note = /** @type {(inputs: Order_Recent_Purchase_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Como comprador reciente de vivienda, usted elige entre nuestros planes de bienes raíces, como comprador de la vivienda y con pago completo.`)
};

/**
* | output |
* | --- |
* | "As a recent home buyer you order from our real estate plans, as the home buyer, paid in full." |
*
* @param {Order_Recent_Purchase_NoteInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_recent_purchase_note = /** @type {((inputs?: Order_Recent_Purchase_NoteInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Recent_Purchase_NoteInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_recent_purchase_note(inputs)
	return en_order_recent_purchase_note(inputs)
});