import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Escrow_Invoice_PayInputs */

const en_escrow_invoice_pay = /** @type {(inputs: Escrow_Invoice_PayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pay ${i?.amount}`)
};

const es_escrow_invoice_pay = /** @type {(inputs: Escrow_Invoice_PayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pagar ${i?.amount}`)
};

/**
* | output |
* | --- |
* | "Pay {amount}" |
*
* @param {Escrow_Invoice_PayInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const escrow_invoice_pay = /** @type {((inputs: Escrow_Invoice_PayInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Escrow_Invoice_PayInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_escrow_invoice_pay(inputs)
	return en_escrow_invoice_pay(inputs)
});