import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_Change_Password_Current_IncorrectInputs */

const en_common_change_password_current_incorrect = /** @type {(inputs: Common_Change_Password_Current_IncorrectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The current password you entered is incorrect.`)
};

const es_common_change_password_current_incorrect = /** @type {(inputs: Common_Change_Password_Current_IncorrectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La contraseña actual que ingresó no es correcta.`)
};

/**
* | output |
* | --- |
* | "The current password you entered is incorrect." |
*
* @param {Common_Change_Password_Current_IncorrectInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_change_password_current_incorrect = /** @type {((inputs?: Common_Change_Password_Current_IncorrectInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Change_Password_Current_IncorrectInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_common_change_password_current_incorrect(inputs)
	return en_common_change_password_current_incorrect(inputs)
});