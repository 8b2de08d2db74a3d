import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Escrow_NoteInputs */

const en_order_escrow_note = /** @type {(inputs: Order_Escrow_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The plan is paid through escrow at closing: nothing is charged now. Coverage starts at the close of escrow. We e-mail the invoice to the escrow or title officer, with a link to pay it.`)
};

const es_order_escrow_note = /** @type {(inputs: Order_Escrow_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El plan se paga a través del depósito en garantía (escrow) al cierre: no se cobra nada ahora. La cobertura comienza al cierre del escrow. Enviamos la factura por correo electrónico al oficial de escrow o de título, con un enlace para pagarla.`)
};

/**
* | output |
* | --- |
* | "The plan is paid through escrow at closing: nothing is charged now. Coverage starts at the close of escrow. We e-mail the invoice to the escrow or title offi..." |
*
* @param {Order_Escrow_NoteInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_escrow_note = /** @type {((inputs?: Order_Escrow_NoteInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Escrow_NoteInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_escrow_note(inputs)
	return en_order_escrow_note(inputs)
});