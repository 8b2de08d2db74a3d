import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Escrow_Invoice_TitleInputs */

const en_escrow_invoice_title = /** @type {(inputs: Escrow_Invoice_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invoice Due at Closing`)
};

const es_escrow_invoice_title = /** @type {(inputs: Escrow_Invoice_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Factura a pagar al cierre`)
};

/**
* | output |
* | --- |
* | "Invoice Due at Closing" |
*
* @param {Escrow_Invoice_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const escrow_invoice_title = /** @type {((inputs?: Escrow_Invoice_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Escrow_Invoice_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_escrow_invoice_title(inputs)
	return en_escrow_invoice_title(inputs)
});