import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_Not_Found_TextInputs */

const en_common_not_found_text = /** @type {(inputs: Common_Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We can't seem to find the page you're looking for.`)
};

const es_common_not_found_text = /** @type {(inputs: Common_Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No encontramos la página que busca.`)
};

/**
* | output |
* | --- |
* | "We can't seem to find the page you're looking for." |
*
* @param {Common_Not_Found_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_not_found_text = /** @type {((inputs?: Common_Not_Found_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Not_Found_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_common_not_found_text(inputs)
	return en_common_not_found_text(inputs)
});