import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ field: NonNullable<unknown> }} Common_Streem_Signup_RequiredInputs */

const en_common_streem_signup_required = /** @type {(inputs: Common_Streem_Signup_RequiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field} is required.`)
};

const es_common_streem_signup_required = /** @type {(inputs: Common_Streem_Signup_RequiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field} es obligatorio.`)
};

/**
* | output |
* | --- |
* | "{field} is required." |
*
* @param {Common_Streem_Signup_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_streem_signup_required = /** @type {((inputs: Common_Streem_Signup_RequiredInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Streem_Signup_RequiredInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_common_streem_signup_required(inputs)
	return en_common_streem_signup_required(inputs)
});