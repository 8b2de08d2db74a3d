import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Header_HomeownerInputs */

const en_header_homeowner = /** @type {(inputs: Header_HomeownerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Homeowner`)
};

const es_header_homeowner = /** @type {(inputs: Header_HomeownerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Propietarios`)
};

/**
* | output |
* | --- |
* | "Homeowner" |
*
* @param {Header_HomeownerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const header_homeowner = /** @type {((inputs?: Header_HomeownerInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Header_HomeownerInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_header_homeowner(inputs)
	return en_header_homeowner(inputs)
});