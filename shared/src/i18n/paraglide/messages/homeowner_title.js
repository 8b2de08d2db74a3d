import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Homeowner_TitleInputs */

const en_homeowner_title = /** @type {(inputs: Homeowner_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Home Warranty Plans for Homeowners`)
};

const es_homeowner_title = /** @type {(inputs: Homeowner_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Planes de garantía para el hogar para propietarios de vivienda`)
};

/**
* | output |
* | --- |
* | "Home Warranty Plans for Homeowners" |
*
* @param {Homeowner_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const homeowner_title = /** @type {((inputs?: Homeowner_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Homeowner_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_homeowner_title(inputs)
	return en_homeowner_title(inputs)
});