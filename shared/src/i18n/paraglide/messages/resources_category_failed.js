import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Resources_Category_FailedInputs */

const en_resources_category_failed = /** @type {(inputs: Resources_Category_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not load this category. Please check your connection and try again.`)
};

const es_resources_category_failed = /** @type {(inputs: Resources_Category_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No pudimos cargar esta categoría. Revise su conexión y vuelva a intentarlo.`)
};

/**
* | output |
* | --- |
* | "We could not load this category. Please check your connection and try again." |
*
* @param {Resources_Category_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const resources_category_failed = /** @type {((inputs?: Resources_Category_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Resources_Category_FailedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_resources_category_failed(inputs)
	return en_resources_category_failed(inputs)
});