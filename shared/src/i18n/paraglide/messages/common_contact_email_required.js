import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_Contact_Email_RequiredInputs */

const en_common_contact_email_required = /** @type {(inputs: Common_Contact_Email_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email address is required.`)
};

const es_common_contact_email_required = /** @type {(inputs: Common_Contact_Email_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El correo electrónico es obligatorio.`)
};

/**
* | output |
* | --- |
* | "Email address is required." |
*
* @param {Common_Contact_Email_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_contact_email_required = /** @type {((inputs?: Common_Contact_Email_RequiredInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Contact_Email_RequiredInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_common_contact_email_required(inputs)
	return en_common_contact_email_required(inputs)
});