import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Escrow_Invoice_Paid_OnInputs */

const en_escrow_invoice_paid_on = /** @type {(inputs: Escrow_Invoice_Paid_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Paid on ${i?.date}. Thank you: the buyer’s coverage starts at the close of escrow.`)
};

const es_escrow_invoice_paid_on = /** @type {(inputs: Escrow_Invoice_Paid_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pagada el ${i?.date}. Gracias: la cobertura del comprador empieza al cierre del depósito en garantía (escrow).`)
};

/**
* | output |
* | --- |
* | "Paid on {date}. Thank you: the buyer’s coverage starts at the close of escrow." |
*
* @param {Escrow_Invoice_Paid_OnInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const escrow_invoice_paid_on = /** @type {((inputs: Escrow_Invoice_Paid_OnInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Escrow_Invoice_Paid_OnInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_escrow_invoice_paid_on(inputs)
	return en_escrow_invoice_paid_on(inputs)
});