import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_Change_Password_Same_As_CurrentInputs */

const en_common_change_password_same_as_current = /** @type {(inputs: Common_Change_Password_Same_As_CurrentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please choose a new password that is different from your current one.`)
};

const es_common_change_password_same_as_current = /** @type {(inputs: Common_Change_Password_Same_As_CurrentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elija una contraseña nueva distinta de la actual.`)
};

/**
* | output |
* | --- |
* | "Please choose a new password that is different from your current one." |
*
* @param {Common_Change_Password_Same_As_CurrentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_change_password_same_as_current = /** @type {((inputs?: Common_Change_Password_Same_As_CurrentInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Change_Password_Same_As_CurrentInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_common_change_password_same_as_current(inputs)
	return en_common_change_password_same_as_current(inputs)
});