import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Escrow_Invoice_Load_FailureInputs */

const en_escrow_invoice_load_failure = /** @type {(inputs: Escrow_Invoice_Load_FailureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The invoice could not be loaded. Please check your connection and try again.`)
};

const es_escrow_invoice_load_failure = /** @type {(inputs: Escrow_Invoice_Load_FailureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo cargar la factura. Revise su conexión e inténtelo de nuevo.`)
};

/**
* | output |
* | --- |
* | "The invoice could not be loaded. Please check your connection and try again." |
*
* @param {Escrow_Invoice_Load_FailureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const escrow_invoice_load_failure = /** @type {((inputs?: Escrow_Invoice_Load_FailureInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Escrow_Invoice_Load_FailureInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_escrow_invoice_load_failure(inputs)
	return en_escrow_invoice_load_failure(inputs)
});