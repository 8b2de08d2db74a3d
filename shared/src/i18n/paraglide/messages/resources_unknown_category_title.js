import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Resources_Unknown_Category_TitleInputs */

const en_resources_unknown_category_title = /** @type {(inputs: Resources_Unknown_Category_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Category not found`)
};

const es_resources_unknown_category_title = /** @type {(inputs: Resources_Unknown_Category_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Categoría no encontrada`)
};

/**
* | output |
* | --- |
* | "Category not found" |
*
* @param {Resources_Unknown_Category_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const resources_unknown_category_title = /** @type {((inputs?: Resources_Unknown_Category_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Resources_Unknown_Category_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_resources_unknown_category_title(inputs)
	return en_resources_unknown_category_title(inputs)
});