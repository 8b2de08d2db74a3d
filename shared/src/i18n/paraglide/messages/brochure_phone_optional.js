import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Brochure_Phone_OptionalInputs */

const en_brochure_phone_optional = /** @type {(inputs: Brochure_Phone_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Phone (optional)`)
};

const es_brochure_phone_optional = /** @type {(inputs: Brochure_Phone_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Teléfono (opcional)`)
};

/**
* | output |
* | --- |
* | "Phone (optional)" |
*
* @param {Brochure_Phone_OptionalInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const brochure_phone_optional = /** @type {((inputs?: Brochure_Phone_OptionalInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Brochure_Phone_OptionalInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_brochure_phone_optional(inputs)
	return en_brochure_phone_optional(inputs)
});