import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_Change_Password_FailureInputs */

const en_common_change_password_failure = /** @type {(inputs: Common_Change_Password_FailureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An error occurred while changing your password, please try again.`)
};

const es_common_change_password_failure = /** @type {(inputs: Common_Change_Password_FailureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ocurrió un error al cambiar su contraseña. Inténtelo de nuevo.`)
};

/**
* | output |
* | --- |
* | "An error occurred while changing your password, please try again." |
*
* @param {Common_Change_Password_FailureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_change_password_failure = /** @type {((inputs?: Common_Change_Password_FailureInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Change_Password_FailureInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_common_change_password_failure(inputs)
	return en_common_change_password_failure(inputs)
});