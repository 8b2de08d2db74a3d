import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_Not_Found_Go_BackInputs */

const en_common_not_found_go_back = /** @type {(inputs: Common_Not_Found_Go_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Go Back`)
};

const es_common_not_found_go_back = /** @type {(inputs: Common_Not_Found_Go_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volver`)
};

/**
* | output |
* | --- |
* | "Go Back" |
*
* @param {Common_Not_Found_Go_BackInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_not_found_go_back = /** @type {((inputs?: Common_Not_Found_Go_BackInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Not_Found_Go_BackInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_common_not_found_go_back(inputs)
	return en_common_not_found_go_back(inputs)
});