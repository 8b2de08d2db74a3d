import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Confirm_Owner_NoteInputs */

const en_order_confirm_owner_note = /** @type {(inputs: Order_Confirm_Owner_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If it is not yours, the order is cancelled and any payment is returned.`)
};

const es_order_confirm_owner_note = /** @type {(inputs: Order_Confirm_Owner_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si no es suyo, el pedido se cancela y se devuelve cualquier pago.`)
};

/**
* | output |
* | --- |
* | "If it is not yours, the order is cancelled and any payment is returned." |
*
* @param {Order_Confirm_Owner_NoteInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_confirm_owner_note = /** @type {((inputs?: Order_Confirm_Owner_NoteInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Confirm_Owner_NoteInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_confirm_owner_note(inputs)
	return en_order_confirm_owner_note(inputs)
});