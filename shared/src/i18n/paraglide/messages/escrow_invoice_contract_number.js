import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Escrow_Invoice_Contract_NumberInputs */

const en_escrow_invoice_contract_number = /** @type {(inputs: Escrow_Invoice_Contract_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contract number`)
};

const es_escrow_invoice_contract_number = /** @type {(inputs: Escrow_Invoice_Contract_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Número de contrato`)
};

/**
* | output |
* | --- |
* | "Contract number" |
*
* @param {Escrow_Invoice_Contract_NumberInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const escrow_invoice_contract_number = /** @type {((inputs?: Escrow_Invoice_Contract_NumberInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Escrow_Invoice_Contract_NumberInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_escrow_invoice_contract_number(inputs)
	return en_escrow_invoice_contract_number(inputs)
});