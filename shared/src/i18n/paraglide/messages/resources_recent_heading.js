import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Resources_Recent_HeadingInputs */

const en_resources_recent_heading = /** @type {(inputs: Resources_Recent_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recent Home Warranty Resources`)
};

const es_resources_recent_heading = /** @type {(inputs: Resources_Recent_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recursos recientes sobre la garantía para el hogar`)
};

/**
* | output |
* | --- |
* | "Recent Home Warranty Resources" |
*
* @param {Resources_Recent_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const resources_recent_heading = /** @type {((inputs?: Resources_Recent_HeadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Resources_Recent_HeadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_resources_recent_heading(inputs)
	return en_resources_recent_heading(inputs)
});