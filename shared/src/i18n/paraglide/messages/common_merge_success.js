import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_Merge_SuccessInputs */

const en_common_merge_success = /** @type {(inputs: Common_Merge_SuccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your user accounts have been successfully consolidated. Please login again.`)
};

const es_common_merge_success = /** @type {(inputs: Common_Merge_SuccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sus cuentas de usuario se unificaron correctamente. Inicie sesión de nuevo.`)
};

/**
* | output |
* | --- |
* | "Your user accounts have been successfully consolidated. Please login again." |
*
* @param {Common_Merge_SuccessInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_merge_success = /** @type {((inputs?: Common_Merge_SuccessInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Merge_SuccessInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_common_merge_success(inputs)
	return en_common_merge_success(inputs)
});