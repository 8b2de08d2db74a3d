import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Common_Forgot_Password_SuccessInputs */

const en_common_forgot_password_success = /** @type {(inputs: Common_Forgot_Password_SuccessInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`If an account is set up, an email will be sent to the specified email address ${i?.email}.`)
};

const es_common_forgot_password_success = /** @type {(inputs: Common_Forgot_Password_SuccessInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Si existe una cuenta, enviaremos un correo a la dirección indicada, ${i?.email}.`)
};

/**
* | output |
* | --- |
* | "If an account is set up, an email will be sent to the specified email address {email}." |
*
* @param {Common_Forgot_Password_SuccessInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_forgot_password_success = /** @type {((inputs: Common_Forgot_Password_SuccessInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Forgot_Password_SuccessInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_common_forgot_password_success(inputs)
	return en_common_forgot_password_success(inputs)
});