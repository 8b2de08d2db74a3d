import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Escrow_Invoice_Amount_PaidInputs */

const en_escrow_invoice_amount_paid = /** @type {(inputs: Escrow_Invoice_Amount_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amount paid`)
};

const es_escrow_invoice_amount_paid = /** @type {(inputs: Escrow_Invoice_Amount_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Monto pagado`)
};

/**
* | output |
* | --- |
* | "Amount paid" |
*
* @param {Escrow_Invoice_Amount_PaidInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const escrow_invoice_amount_paid = /** @type {((inputs?: Escrow_Invoice_Amount_PaidInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Escrow_Invoice_Amount_PaidInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_escrow_invoice_amount_paid(inputs)
	return en_escrow_invoice_amount_paid(inputs)
});