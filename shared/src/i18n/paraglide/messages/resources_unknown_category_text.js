import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Resources_Unknown_Category_TextInputs */

const en_resources_unknown_category_text = /** @type {(inputs: Resources_Unknown_Category_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not find that resources category. Here are our most recent articles.`)
};

const es_resources_unknown_category_text = /** @type {(inputs: Resources_Unknown_Category_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No encontramos esa categoría de recursos. Estos son nuestros artículos más recientes.`)
};

/**
* | output |
* | --- |
* | "We could not find that resources category. Here are our most recent articles." |
*
* @param {Resources_Unknown_Category_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const resources_unknown_category_text = /** @type {((inputs?: Resources_Unknown_Category_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Resources_Unknown_Category_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_resources_unknown_category_text(inputs)
	return en_resources_unknown_category_text(inputs)
});