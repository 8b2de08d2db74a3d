import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_Login_Error_TextInputs */

const en_common_login_error_text = /** @type {(inputs: Common_Login_Error_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The username or password you entered were incorrect.  Please try again.`)
};

const es_common_login_error_text = /** @type {(inputs: Common_Login_Error_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El usuario o la contraseña que ingresó no son correctos. Inténtelo de nuevo.`)
};

/**
* | output |
* | --- |
* | "The username or password you entered were incorrect. Please try again." |
*
* @param {Common_Login_Error_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_login_error_text = /** @type {((inputs?: Common_Login_Error_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Login_Error_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_common_login_error_text(inputs)
	return en_common_login_error_text(inputs)
});