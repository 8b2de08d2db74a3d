import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Escrow_Invoice_Email_LabelInputs */

const en_escrow_invoice_email_label = /** @type {(inputs: Escrow_Invoice_Email_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your e-mail (for the receipt)`)
};

const es_escrow_invoice_email_label = /** @type {(inputs: Escrow_Invoice_Email_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Su correo electrónico (para el recibo)`)
};

/**
* | output |
* | --- |
* | "Your e-mail (for the receipt)" |
*
* @param {Escrow_Invoice_Email_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const escrow_invoice_email_label = /** @type {((inputs?: Escrow_Invoice_Email_LabelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Escrow_Invoice_Email_LabelInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_escrow_invoice_email_label(inputs)
	return en_escrow_invoice_email_label(inputs)
});