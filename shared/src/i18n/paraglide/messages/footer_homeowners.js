import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Footer_HomeownersInputs */

const en_footer_homeowners = /** @type {(inputs: Footer_HomeownersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Homeowners`)
};

const es_footer_homeowners = /** @type {(inputs: Footer_HomeownersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Propietarios`)
};

/**
* | output |
* | --- |
* | "Homeowners" |
*
* @param {Footer_HomeownersInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const footer_homeowners = /** @type {((inputs?: Footer_HomeownersInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_HomeownersInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_footer_homeowners(inputs)
	return en_footer_homeowners(inputs)
});