import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_Streem_Signup_FailureInputs */

const en_common_streem_signup_failure = /** @type {(inputs: Common_Streem_Signup_FailureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Something went wrong please try again later.`)
};

const es_common_streem_signup_failure = /** @type {(inputs: Common_Streem_Signup_FailureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Algo salió mal; inténtelo de nuevo más tarde.`)
};

/**
* | output |
* | --- |
* | "Something went wrong please try again later." |
*
* @param {Common_Streem_Signup_FailureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_streem_signup_failure = /** @type {((inputs?: Common_Streem_Signup_FailureInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Streem_Signup_FailureInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_common_streem_signup_failure(inputs)
	return en_common_streem_signup_failure(inputs)
});