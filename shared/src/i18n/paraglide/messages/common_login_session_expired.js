import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_Login_Session_ExpiredInputs */

const en_common_login_session_expired = /** @type {(inputs: Common_Login_Session_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your session has expired. Please sign in again.`)
};

const es_common_login_session_expired = /** @type {(inputs: Common_Login_Session_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Su sesión venció. Inicie sesión de nuevo.`)
};

/**
* | output |
* | --- |
* | "Your session has expired. Please sign in again." |
*
* @param {Common_Login_Session_ExpiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_login_session_expired = /** @type {((inputs?: Common_Login_Session_ExpiredInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Login_Session_ExpiredInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_common_login_session_expired(inputs)
	return en_common_login_session_expired(inputs)
});