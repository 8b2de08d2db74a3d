import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Resources_Categories_LabelInputs */

const en_resources_categories_label = /** @type {(inputs: Resources_Categories_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resource categories`)
};

const es_resources_categories_label = /** @type {(inputs: Resources_Categories_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Categorías de recursos`)
};

/**
* | output |
* | --- |
* | "Resource categories" |
*
* @param {Resources_Categories_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const resources_categories_label = /** @type {((inputs?: Resources_Categories_LabelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Resources_Categories_LabelInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_resources_categories_label(inputs)
	return en_resources_categories_label(inputs)
});