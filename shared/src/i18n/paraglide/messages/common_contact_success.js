import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_Contact_SuccessInputs */

const en_common_contact_success = /** @type {(inputs: Common_Contact_SuccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thank you for contacting us. We will get back to you soon.`)
};

const es_common_contact_success = /** @type {(inputs: Common_Contact_SuccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gracias por comunicarse con nosotros. Le responderemos pronto.`)
};

/**
* | output |
* | --- |
* | "Thank you for contacting us. We will get back to you soon." |
*
* @param {Common_Contact_SuccessInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_contact_success = /** @type {((inputs?: Common_Contact_SuccessInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Contact_SuccessInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_common_contact_success(inputs)
	return en_common_contact_success(inputs)
});