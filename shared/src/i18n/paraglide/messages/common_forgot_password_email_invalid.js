import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_Forgot_Password_Email_InvalidInputs */

const en_common_forgot_password_email_invalid = /** @type {(inputs: Common_Forgot_Password_Email_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The email address is incorrect.  Please verify your email and try again.`)
};

const es_common_forgot_password_email_invalid = /** @type {(inputs: Common_Forgot_Password_Email_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La dirección de correo electrónico no es correcta. Verifíquela e inténtelo de nuevo.`)
};

/**
* | output |
* | --- |
* | "The email address is incorrect. Please verify your email and try again." |
*
* @param {Common_Forgot_Password_Email_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_forgot_password_email_invalid = /** @type {((inputs?: Common_Forgot_Password_Email_InvalidInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Forgot_Password_Email_InvalidInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_common_forgot_password_email_invalid(inputs)
	return en_common_forgot_password_email_invalid(inputs)
});