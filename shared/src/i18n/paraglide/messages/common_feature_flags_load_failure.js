import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_Feature_Flags_Load_FailureInputs */

const en_common_feature_flags_load_failure = /** @type {(inputs: Common_Feature_Flags_Load_FailureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to load feature flagging items.`)
};

const es_common_feature_flags_load_failure = /** @type {(inputs: Common_Feature_Flags_Load_FailureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudieron cargar las opciones de funciones.`)
};

/**
* | output |
* | --- |
* | "Failed to load feature flagging items." |
*
* @param {Common_Feature_Flags_Load_FailureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_feature_flags_load_failure = /** @type {((inputs?: Common_Feature_Flags_Load_FailureInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Feature_Flags_Load_FailureInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_common_feature_flags_load_failure(inputs)
	return en_common_feature_flags_load_failure(inputs)
});