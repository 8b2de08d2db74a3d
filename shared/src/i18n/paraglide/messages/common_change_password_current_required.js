import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_Change_Password_Current_RequiredInputs */

const en_common_change_password_current_required = /** @type {(inputs: Common_Change_Password_Current_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter your current password.`)
};

const es_common_change_password_current_required = /** @type {(inputs: Common_Change_Password_Current_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ingrese su contraseña actual.`)
};

/**
* | output |
* | --- |
* | "Please enter your current password." |
*
* @param {Common_Change_Password_Current_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_change_password_current_required = /** @type {((inputs?: Common_Change_Password_Current_RequiredInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Change_Password_Current_RequiredInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_common_change_password_current_required(inputs)
	return en_common_change_password_current_required(inputs)
});