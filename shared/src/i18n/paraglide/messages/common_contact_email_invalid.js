import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_Contact_Email_InvalidInputs */

const en_common_contact_email_invalid = /** @type {(inputs: Common_Contact_Email_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email address is invalid.`)
};

const es_common_contact_email_invalid = /** @type {(inputs: Common_Contact_Email_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El correo electrónico no es válido.`)
};

/**
* | output |
* | --- |
* | "Email address is invalid." |
*
* @param {Common_Contact_Email_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_contact_email_invalid = /** @type {((inputs?: Common_Contact_Email_InvalidInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Contact_Email_InvalidInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_common_contact_email_invalid(inputs)
	return en_common_contact_email_invalid(inputs)
});