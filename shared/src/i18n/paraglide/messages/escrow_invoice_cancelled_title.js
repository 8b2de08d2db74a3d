import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Escrow_Invoice_Cancelled_TitleInputs */

const en_escrow_invoice_cancelled_title = /** @type {(inputs: Escrow_Invoice_Cancelled_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This invoice was cancelled`)
};

const es_escrow_invoice_cancelled_title = /** @type {(inputs: Escrow_Invoice_Cancelled_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta factura fue cancelada`)
};

/**
* | output |
* | --- |
* | "This invoice was cancelled" |
*
* @param {Escrow_Invoice_Cancelled_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const escrow_invoice_cancelled_title = /** @type {((inputs?: Escrow_Invoice_Cancelled_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Escrow_Invoice_Cancelled_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_escrow_invoice_cancelled_title(inputs)
	return en_escrow_invoice_cancelled_title(inputs)
});