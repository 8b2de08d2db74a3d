import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_Not_Found_TitleInputs */

const en_common_not_found_title = /** @type {(inputs: Common_Not_Found_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Oh no… This isn't right`)
};

const es_common_not_found_title = /** @type {(inputs: Common_Not_Found_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ay, no… Algo no está bien`)
};

/**
* | output |
* | --- |
* | "Oh no… This isn't right" |
*
* @param {Common_Not_Found_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_not_found_title = /** @type {((inputs?: Common_Not_Found_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Not_Found_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_common_not_found_title(inputs)
	return en_common_not_found_title(inputs)
});