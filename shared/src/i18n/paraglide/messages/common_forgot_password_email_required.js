import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_Forgot_Password_Email_RequiredInputs */

const en_common_forgot_password_email_required = /** @type {(inputs: Common_Forgot_Password_Email_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter your email address.`)
};

const es_common_forgot_password_email_required = /** @type {(inputs: Common_Forgot_Password_Email_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ingrese su dirección de correo electrónico.`)
};

/**
* | output |
* | --- |
* | "Please enter your email address." |
*
* @param {Common_Forgot_Password_Email_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_forgot_password_email_required = /** @type {((inputs?: Common_Forgot_Password_Email_RequiredInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Forgot_Password_Email_RequiredInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_common_forgot_password_email_required(inputs)
	return en_common_forgot_password_email_required(inputs)
});