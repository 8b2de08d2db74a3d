import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ category: NonNullable<unknown> }} Resources_RelatedInputs */

const en_resources_related = /** @type {(inputs: Resources_RelatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`More in ${i?.category}`)
};

const es_resources_related = /** @type {(inputs: Resources_RelatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Más en ${i?.category}`)
};

/**
* | output |
* | --- |
* | "More in {category}" |
*
* @param {Resources_RelatedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const resources_related = /** @type {((inputs: Resources_RelatedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Resources_RelatedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_resources_related(inputs)
	return en_resources_related(inputs)
});