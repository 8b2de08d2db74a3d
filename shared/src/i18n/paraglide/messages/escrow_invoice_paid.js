import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Escrow_Invoice_PaidInputs */

const en_escrow_invoice_paid = /** @type {(inputs: Escrow_Invoice_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paid. Thank you: the buyer’s coverage starts at the close of escrow.`)
};

const es_escrow_invoice_paid = /** @type {(inputs: Escrow_Invoice_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pagada. Gracias: la cobertura del comprador empieza al cierre del depósito en garantía (escrow).`)
};

/**
* | output |
* | --- |
* | "Paid. Thank you: the buyer’s coverage starts at the close of escrow." |
*
* @param {Escrow_Invoice_PaidInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const escrow_invoice_paid = /** @type {((inputs?: Escrow_Invoice_PaidInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Escrow_Invoice_PaidInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_escrow_invoice_paid(inputs)
	return en_escrow_invoice_paid(inputs)
});