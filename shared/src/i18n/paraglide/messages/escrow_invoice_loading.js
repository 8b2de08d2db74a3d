import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Escrow_Invoice_LoadingInputs */

const en_escrow_invoice_loading = /** @type {(inputs: Escrow_Invoice_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading the invoice…`)
};

const es_escrow_invoice_loading = /** @type {(inputs: Escrow_Invoice_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando la factura…`)
};

/**
* | output |
* | --- |
* | "Loading the invoice…" |
*
* @param {Escrow_Invoice_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const escrow_invoice_loading = /** @type {((inputs?: Escrow_Invoice_LoadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Escrow_Invoice_LoadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_escrow_invoice_loading(inputs)
	return en_escrow_invoice_loading(inputs)
});