import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Homeowner_EyebrowInputs */

const en_homeowner_eyebrow = /** @type {(inputs: Homeowner_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`For homeowners`)
};

const es_homeowner_eyebrow = /** @type {(inputs: Homeowner_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para propietarios de vivienda`)
};

/**
* | output |
* | --- |
* | "For homeowners" |
*
* @param {Homeowner_EyebrowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const homeowner_eyebrow = /** @type {((inputs?: Homeowner_EyebrowInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Homeowner_EyebrowInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_homeowner_eyebrow(inputs)
	return en_homeowner_eyebrow(inputs)
});