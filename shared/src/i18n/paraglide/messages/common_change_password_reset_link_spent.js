import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ minutes: NonNullable<unknown> }} Common_Change_Password_Reset_Link_SpentInputs */

const en_common_change_password_reset_link_spent = /** @type {(inputs: Common_Change_Password_Reset_Link_SpentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A password-reset link sets a new password once, within ${i?.minutes} minutes of opening it. Please enter your current password, or ask for a new link with "Forgot password".`)
};

const es_common_change_password_reset_link_spent = /** @type {(inputs: Common_Change_Password_Reset_Link_SpentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Un enlace para restablecer la contraseña sirve una sola vez, dentro de los ${i?.minutes} minutos después de abrirlo. Ingrese su contraseña actual o pida un enlace nuevo con "¿Olvidó su contraseña?".`)
};

/**
* | output |
* | --- |
* | "A password-reset link sets a new password once, within {minutes} minutes of opening it. Please enter your current password, or ask for a new link with \"Forgo..." |
*
* @param {Common_Change_Password_Reset_Link_SpentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_change_password_reset_link_spent = /** @type {((inputs: Common_Change_Password_Reset_Link_SpentInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Change_Password_Reset_Link_SpentInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_common_change_password_reset_link_spent(inputs)
	return en_common_change_password_reset_link_spent(inputs)
});