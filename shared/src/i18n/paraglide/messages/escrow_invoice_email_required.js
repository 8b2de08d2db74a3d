import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Escrow_Invoice_Email_RequiredInputs */

const en_escrow_invoice_email_required = /** @type {(inputs: Escrow_Invoice_Email_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter your e-mail.`)
};

const es_escrow_invoice_email_required = /** @type {(inputs: Escrow_Invoice_Email_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ingrese su correo electrónico.`)
};

/**
* | output |
* | --- |
* | "Please enter your e-mail." |
*
* @param {Escrow_Invoice_Email_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const escrow_invoice_email_required = /** @type {((inputs?: Escrow_Invoice_Email_RequiredInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Escrow_Invoice_Email_RequiredInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_escrow_invoice_email_required(inputs)
	return en_escrow_invoice_email_required(inputs)
});