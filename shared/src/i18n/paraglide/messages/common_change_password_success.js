import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_Change_Password_SuccessInputs */

const en_common_change_password_success = /** @type {(inputs: Common_Change_Password_SuccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password Changed.`)
};

const es_common_change_password_success = /** @type {(inputs: Common_Change_Password_SuccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contraseña cambiada.`)
};

/**
* | output |
* | --- |
* | "Password Changed." |
*
* @param {Common_Change_Password_SuccessInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_change_password_success = /** @type {((inputs?: Common_Change_Password_SuccessInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Change_Password_SuccessInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_common_change_password_success(inputs)
	return en_common_change_password_success(inputs)
});