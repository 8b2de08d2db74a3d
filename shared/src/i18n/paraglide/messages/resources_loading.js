import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Resources_LoadingInputs */

const en_resources_loading = /** @type {(inputs: Resources_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading articles…`)
};

const es_resources_loading = /** @type {(inputs: Resources_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando artículos…`)
};

/**
* | output |
* | --- |
* | "Loading articles…" |
*
* @param {Resources_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const resources_loading = /** @type {((inputs?: Resources_LoadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Resources_LoadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_resources_loading(inputs)
	return en_resources_loading(inputs)
});