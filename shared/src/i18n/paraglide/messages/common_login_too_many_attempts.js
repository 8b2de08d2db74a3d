import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_Login_Too_Many_AttemptsInputs */

const en_common_login_too_many_attempts = /** @type {(inputs: Common_Login_Too_Many_AttemptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Too many sign-in attempts. Please wait a few minutes and try again.`)
};

const es_common_login_too_many_attempts = /** @type {(inputs: Common_Login_Too_Many_AttemptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demasiados intentos de inicio de sesión. Espere unos minutos e inténtelo de nuevo.`)
};

/**
* | output |
* | --- |
* | "Too many sign-in attempts. Please wait a few minutes and try again." |
*
* @param {Common_Login_Too_Many_AttemptsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_login_too_many_attempts = /** @type {((inputs?: Common_Login_Too_Many_AttemptsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Login_Too_Many_AttemptsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_common_login_too_many_attempts(inputs)
	return en_common_login_too_many_attempts(inputs)
});