import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Escrow_Invoice_PayingInputs */

const en_escrow_invoice_paying = /** @type {(inputs: Escrow_Invoice_PayingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paying…`)
};

const es_escrow_invoice_paying = /** @type {(inputs: Escrow_Invoice_PayingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pagando…`)
};

/**
* | output |
* | --- |
* | "Paying…" |
*
* @param {Escrow_Invoice_PayingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const escrow_invoice_paying = /** @type {((inputs?: Escrow_Invoice_PayingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Escrow_Invoice_PayingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_escrow_invoice_paying(inputs)
	return en_escrow_invoice_paying(inputs)
});