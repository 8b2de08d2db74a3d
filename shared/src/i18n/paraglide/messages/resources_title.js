import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Resources_TitleInputs */

const en_resources_title = /** @type {(inputs: Resources_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Home Warranty Resources`)
};

const es_resources_title = /** @type {(inputs: Resources_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recursos sobre la garantía para el hogar`)
};

/**
* | output |
* | --- |
* | "Home Warranty Resources" |
*
* @param {Resources_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const resources_title = /** @type {((inputs?: Resources_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Resources_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_resources_title(inputs)
	return en_resources_title(inputs)
});