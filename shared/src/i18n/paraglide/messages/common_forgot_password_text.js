import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_Forgot_Password_TextInputs */

const en_common_forgot_password_text = /** @type {(inputs: Common_Forgot_Password_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Let us help! Please enter your email.`)
};

const es_common_forgot_password_text = /** @type {(inputs: Common_Forgot_Password_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Le ayudamos! Ingrese su correo electrónico.`)
};

/**
* | output |
* | --- |
* | "Let us help! Please enter your email." |
*
* @param {Common_Forgot_Password_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_forgot_password_text = /** @type {((inputs?: Common_Forgot_Password_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Forgot_Password_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_common_forgot_password_text(inputs)
	return en_common_forgot_password_text(inputs)
});