import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_Streem_Signup_SuccessInputs */

const en_common_streem_signup_success = /** @type {(inputs: Common_Streem_Signup_SuccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thank you! We will reach out within a couple of business days to complete your signup.`)
};

const es_common_streem_signup_success = /** @type {(inputs: Common_Streem_Signup_SuccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Gracias! Nos comunicaremos en un par de días hábiles para completar su inscripción.`)
};

/**
* | output |
* | --- |
* | "Thank you! We will reach out within a couple of business days to complete your signup." |
*
* @param {Common_Streem_Signup_SuccessInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_streem_signup_success = /** @type {((inputs?: Common_Streem_Signup_SuccessInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Streem_Signup_SuccessInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_common_streem_signup_success(inputs)
	return en_common_streem_signup_success(inputs)
});