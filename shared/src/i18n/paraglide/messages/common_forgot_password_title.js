import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_Forgot_Password_TitleInputs */

const en_common_forgot_password_title = /** @type {(inputs: Common_Forgot_Password_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trouble Logging In?`)
};

const es_common_forgot_password_title = /** @type {(inputs: Common_Forgot_Password_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Problemas para iniciar sesión?`)
};

/**
* | output |
* | --- |
* | "Trouble Logging In?" |
*
* @param {Common_Forgot_Password_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_forgot_password_title = /** @type {((inputs?: Common_Forgot_Password_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Forgot_Password_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_common_forgot_password_title(inputs)
	return en_common_forgot_password_title(inputs)
});