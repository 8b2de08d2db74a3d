import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Brochure_Language_SpanishInputs */

const en_brochure_language_spanish = /** @type {(inputs: Brochure_Language_SpanishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spanish (Español)`)
};

const es_brochure_language_spanish = /** @type {(inputs: Brochure_Language_SpanishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Español`)
};

/**
* | output |
* | --- |
* | "Spanish (Español)" |
*
* @param {Brochure_Language_SpanishInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const brochure_language_spanish = /** @type {((inputs?: Brochure_Language_SpanishInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Brochure_Language_SpanishInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_brochure_language_spanish(inputs)
	return en_brochure_language_spanish(inputs)
});