import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_Login_Link_InvalidInputs */

const en_common_login_link_invalid = /** @type {(inputs: Common_Login_Link_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This sign-in link is invalid or has expired.`)
};

const es_common_login_link_invalid = /** @type {(inputs: Common_Login_Link_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este enlace de inicio de sesión no es válido o ya venció.`)
};

/**
* | output |
* | --- |
* | "This sign-in link is invalid or has expired." |
*
* @param {Common_Login_Link_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_login_link_invalid = /** @type {((inputs?: Common_Login_Link_InvalidInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Login_Link_InvalidInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_common_login_link_invalid(inputs)
	return en_common_login_link_invalid(inputs)
});