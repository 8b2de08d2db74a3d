import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_Update_AvailableInputs */

const en_common_update_available = /** @type {(inputs: Common_Update_AvailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A new version is available`)
};

const es_common_update_available = /** @type {(inputs: Common_Update_AvailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hay una versión nueva disponible`)
};

/**
* | output |
* | --- |
* | "A new version is available" |
*
* @param {Common_Update_AvailableInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_update_available = /** @type {((inputs?: Common_Update_AvailableInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Update_AvailableInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_common_update_available(inputs)
	return en_common_update_available(inputs)
});