import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_Streem_Signup_Phone_RequiredInputs */

const en_common_streem_signup_phone_required = /** @type {(inputs: Common_Streem_Signup_Phone_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PhoneNumber is required`)
};

const es_common_streem_signup_phone_required = /** @type {(inputs: Common_Streem_Signup_Phone_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El número de teléfono es obligatorio`)
};

/**
* | output |
* | --- |
* | "PhoneNumber is required" |
*
* @param {Common_Streem_Signup_Phone_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_streem_signup_phone_required = /** @type {((inputs?: Common_Streem_Signup_Phone_RequiredInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Streem_Signup_Phone_RequiredInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_common_streem_signup_phone_required(inputs)
	return en_common_streem_signup_phone_required(inputs)
});