import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_Message_LabelInputs */

const en_contact_message_label = /** @type {(inputs: Contact_Message_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How can we help?`)
};

const es_contact_message_label = /** @type {(inputs: Contact_Message_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿En qué le podemos ayudar?`)
};

/**
* | output |
* | --- |
* | "How can we help?" |
*
* @param {Contact_Message_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const contact_message_label = /** @type {((inputs?: Contact_Message_LabelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Message_LabelInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_contact_message_label(inputs)
	return en_contact_message_label(inputs)
});