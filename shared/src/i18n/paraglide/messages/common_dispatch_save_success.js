import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_Dispatch_Save_SuccessInputs */

const en_common_dispatch_save_success = /** @type {(inputs: Common_Dispatch_Save_SuccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Successfully submitted your changes.`)
};

const es_common_dispatch_save_success = /** @type {(inputs: Common_Dispatch_Save_SuccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sus cambios se enviaron correctamente.`)
};

/**
* | output |
* | --- |
* | "Successfully submitted your changes." |
*
* @param {Common_Dispatch_Save_SuccessInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_dispatch_save_success = /** @type {((inputs?: Common_Dispatch_Save_SuccessInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Dispatch_Save_SuccessInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_common_dispatch_save_success(inputs)
	return en_common_dispatch_save_success(inputs)
});