import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_Contact_Message_RequiredInputs */

const en_common_contact_message_required = /** @type {(inputs: Common_Contact_Message_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter a message.`)
};

const es_common_contact_message_required = /** @type {(inputs: Common_Contact_Message_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escriba un mensaje.`)
};

/**
* | output |
* | --- |
* | "Please enter a message." |
*
* @param {Common_Contact_Message_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_contact_message_required = /** @type {((inputs?: Common_Contact_Message_RequiredInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Contact_Message_RequiredInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_common_contact_message_required(inputs)
	return en_common_contact_message_required(inputs)
});