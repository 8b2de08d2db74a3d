import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_Streem_Signup_Phone_LengthInputs */

const en_common_streem_signup_phone_length = /** @type {(inputs: Common_Streem_Signup_Phone_LengthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PhoneNumber must be 12 characters, as 555-555-0100.`)
};

const es_common_streem_signup_phone_length = /** @type {(inputs: Common_Streem_Signup_Phone_LengthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El número de teléfono debe tener 12 caracteres, como 555-555-0100.`)
};

/**
* | output |
* | --- |
* | "PhoneNumber must be 12 characters, as 555-555-0100." |
*
* @param {Common_Streem_Signup_Phone_LengthInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_streem_signup_phone_length = /** @type {((inputs?: Common_Streem_Signup_Phone_LengthInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Streem_Signup_Phone_LengthInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_common_streem_signup_phone_length(inputs)
	return en_common_streem_signup_phone_length(inputs)
});