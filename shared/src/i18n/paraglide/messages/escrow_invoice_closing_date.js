import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Escrow_Invoice_Closing_DateInputs */

const en_escrow_invoice_closing_date = /** @type {(inputs: Escrow_Invoice_Closing_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Closing date`)
};

const es_escrow_invoice_closing_date = /** @type {(inputs: Escrow_Invoice_Closing_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fecha de cierre`)
};

/**
* | output |
* | --- |
* | "Closing date" |
*
* @param {Escrow_Invoice_Closing_DateInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const escrow_invoice_closing_date = /** @type {((inputs?: Escrow_Invoice_Closing_DateInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Escrow_Invoice_Closing_DateInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_escrow_invoice_closing_date(inputs)
	return en_escrow_invoice_closing_date(inputs)
});