import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Escrow_Invoice_Pay_TitleInputs */

const en_escrow_invoice_pay_title = /** @type {(inputs: Escrow_Invoice_Pay_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pay by card`)
};

const es_escrow_invoice_pay_title = /** @type {(inputs: Escrow_Invoice_Pay_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pagar con tarjeta`)
};

/**
* | output |
* | --- |
* | "Pay by card" |
*
* @param {Escrow_Invoice_Pay_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const escrow_invoice_pay_title = /** @type {((inputs?: Escrow_Invoice_Pay_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Escrow_Invoice_Pay_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_escrow_invoice_pay_title(inputs)
	return en_escrow_invoice_pay_title(inputs)
});