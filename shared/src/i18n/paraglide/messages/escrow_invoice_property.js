import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Escrow_Invoice_PropertyInputs */

const en_escrow_invoice_property = /** @type {(inputs: Escrow_Invoice_PropertyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Property`)
};

const es_escrow_invoice_property = /** @type {(inputs: Escrow_Invoice_PropertyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Propiedad`)
};

/**
* | output |
* | --- |
* | "Property" |
*
* @param {Escrow_Invoice_PropertyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const escrow_invoice_property = /** @type {((inputs?: Escrow_Invoice_PropertyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Escrow_Invoice_PropertyInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_escrow_invoice_property(inputs)
	return en_escrow_invoice_property(inputs)
});