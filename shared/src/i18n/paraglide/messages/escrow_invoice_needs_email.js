import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Escrow_Invoice_Needs_EmailInputs */

const en_escrow_invoice_needs_email = /** @type {(inputs: Escrow_Invoice_Needs_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter your e-mail above first: the card is saved for it.`)
};

const es_escrow_invoice_needs_email = /** @type {(inputs: Escrow_Invoice_Needs_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Primero ingrese su correo electrónico arriba: la tarjeta se guarda para ese correo.`)
};

/**
* | output |
* | --- |
* | "Please enter your e-mail above first: the card is saved for it." |
*
* @param {Escrow_Invoice_Needs_EmailInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const escrow_invoice_needs_email = /** @type {((inputs?: Escrow_Invoice_Needs_EmailInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Escrow_Invoice_Needs_EmailInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_escrow_invoice_needs_email(inputs)
	return en_escrow_invoice_needs_email(inputs)
});