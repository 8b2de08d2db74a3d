import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Escrow_Invoice_Amount_DueInputs */

const en_escrow_invoice_amount_due = /** @type {(inputs: Escrow_Invoice_Amount_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amount due`)
};

const es_escrow_invoice_amount_due = /** @type {(inputs: Escrow_Invoice_Amount_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Monto a pagar`)
};

/**
* | output |
* | --- |
* | "Amount due" |
*
* @param {Escrow_Invoice_Amount_DueInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const escrow_invoice_amount_due = /** @type {((inputs?: Escrow_Invoice_Amount_DueInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Escrow_Invoice_Amount_DueInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_escrow_invoice_amount_due(inputs)
	return en_escrow_invoice_amount_due(inputs)
});