import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Resources_List_FailedInputs */

const en_resources_list_failed = /** @type {(inputs: Resources_List_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not load the articles. Please check your connection and try again.`)
};

const es_resources_list_failed = /** @type {(inputs: Resources_List_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No pudimos cargar los artículos. Revise su conexión y vuelva a intentarlo.`)
};

/**
* | output |
* | --- |
* | "We could not load the articles. Please check your connection and try again." |
*
* @param {Resources_List_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const resources_list_failed = /** @type {((inputs?: Resources_List_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Resources_List_FailedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_resources_list_failed(inputs)
	return en_resources_list_failed(inputs)
});