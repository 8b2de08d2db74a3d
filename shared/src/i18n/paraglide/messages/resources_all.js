import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Resources_AllInputs */

const en_resources_all = /** @type {(inputs: Resources_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All resources`)
};

const es_resources_all = /** @type {(inputs: Resources_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todos los recursos`)
};

/**
* | output |
* | --- |
* | "All resources" |
*
* @param {Resources_AllInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const resources_all = /** @type {((inputs?: Resources_AllInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Resources_AllInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_resources_all(inputs)
	return en_resources_all(inputs)
});