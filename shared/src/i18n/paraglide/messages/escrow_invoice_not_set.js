import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Escrow_Invoice_Not_SetInputs */

const en_escrow_invoice_not_set = /** @type {(inputs: Escrow_Invoice_Not_SetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not set`)
};

const es_escrow_invoice_not_set = /** @type {(inputs: Escrow_Invoice_Not_SetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin definir`)
};

/**
* | output |
* | --- |
* | "Not set" |
*
* @param {Escrow_Invoice_Not_SetInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const escrow_invoice_not_set = /** @type {((inputs?: Escrow_Invoice_Not_SetInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Escrow_Invoice_Not_SetInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_escrow_invoice_not_set(inputs)
	return en_escrow_invoice_not_set(inputs)
});