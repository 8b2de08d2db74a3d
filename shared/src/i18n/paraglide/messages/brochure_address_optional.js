import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Brochure_Address_OptionalInputs */

const en_brochure_address_optional = /** @type {(inputs: Brochure_Address_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Address (optional)`)
};

const es_brochure_address_optional = /** @type {(inputs: Brochure_Address_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dirección (opcional)`)
};

/**
* | output |
* | --- |
* | "Address (optional)" |
*
* @param {Brochure_Address_OptionalInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const brochure_address_optional = /** @type {((inputs?: Brochure_Address_OptionalInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Brochure_Address_OptionalInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_brochure_address_optional(inputs)
	return en_brochure_address_optional(inputs)
});