import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Escrow_Invoice_Cancelled_InvoiceInputs */

const en_escrow_invoice_cancelled_invoice = /** @type {(inputs: Escrow_Invoice_Cancelled_InvoiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing is due on this invoice any more, and it can no longer be paid.`)
};

const es_escrow_invoice_cancelled_invoice = /** @type {(inputs: Escrow_Invoice_Cancelled_InvoiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ya no hay nada que pagar en esta factura, y ya no se puede pagar.`)
};

/**
* | output |
* | --- |
* | "Nothing is due on this invoice any more, and it can no longer be paid." |
*
* @param {Escrow_Invoice_Cancelled_InvoiceInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const escrow_invoice_cancelled_invoice = /** @type {((inputs?: Escrow_Invoice_Cancelled_InvoiceInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Escrow_Invoice_Cancelled_InvoiceInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_escrow_invoice_cancelled_invoice(inputs)
	return en_escrow_invoice_cancelled_invoice(inputs)
});