import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Header_ContractorsInputs */

const en_header_contractors = /** @type {(inputs: Header_ContractorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contractors`)
};

const es_header_contractors = /** @type {(inputs: Header_ContractorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contratistas`)
};

/**
* | output |
* | --- |
* | "Contractors" |
*
* @param {Header_ContractorsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const header_contractors = /** @type {((inputs?: Header_ContractorsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Header_ContractorsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_header_contractors(inputs)
	return en_header_contractors(inputs)
});