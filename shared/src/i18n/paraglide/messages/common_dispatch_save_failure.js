import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_Dispatch_Save_FailureInputs */

const en_common_dispatch_save_failure = /** @type {(inputs: Common_Dispatch_Save_FailureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error submitting changes`)
};

const es_common_dispatch_save_failure = /** @type {(inputs: Common_Dispatch_Save_FailureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error al enviar los cambios`)
};

/**
* | output |
* | --- |
* | "Error submitting changes" |
*
* @param {Common_Dispatch_Save_FailureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_dispatch_save_failure = /** @type {((inputs?: Common_Dispatch_Save_FailureInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Dispatch_Save_FailureInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_common_dispatch_save_failure(inputs)
	return en_common_dispatch_save_failure(inputs)
});