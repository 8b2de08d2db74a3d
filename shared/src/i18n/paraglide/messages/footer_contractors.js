import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Footer_ContractorsInputs */

const en_footer_contractors = /** @type {(inputs: Footer_ContractorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contractors`)
};

const es_footer_contractors = /** @type {(inputs: Footer_ContractorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contratistas`)
};

/**
* | output |
* | --- |
* | "Contractors" |
*
* @param {Footer_ContractorsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const footer_contractors = /** @type {((inputs?: Footer_ContractorsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_ContractorsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_footer_contractors(inputs)
	return en_footer_contractors(inputs)
});