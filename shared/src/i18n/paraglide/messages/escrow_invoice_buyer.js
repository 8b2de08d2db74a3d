import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Escrow_Invoice_BuyerInputs */

const en_escrow_invoice_buyer = /** @type {(inputs: Escrow_Invoice_BuyerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buyer`)
};

const es_escrow_invoice_buyer = /** @type {(inputs: Escrow_Invoice_BuyerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comprador`)
};

/**
* | output |
* | --- |
* | "Buyer" |
*
* @param {Escrow_Invoice_BuyerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const escrow_invoice_buyer = /** @type {((inputs?: Escrow_Invoice_BuyerInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Escrow_Invoice_BuyerInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_escrow_invoice_buyer(inputs)
	return en_escrow_invoice_buyer(inputs)
});