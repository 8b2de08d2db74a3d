import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ phone: NonNullable<unknown> }} Contact_Failed_TextInputs */

const en_contact_failed_text = /** @type {(inputs: Contact_Failed_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We could not send your message. Please try again, or call us at ${i?.phone}.`)
};

const es_contact_failed_text = /** @type {(inputs: Contact_Failed_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No pudimos enviar su mensaje. Vuelva a intentarlo o llámenos al ${i?.phone}.`)
};

/**
* | output |
* | --- |
* | "We could not send your message. Please try again, or call us at {phone}." |
*
* @param {Contact_Failed_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const contact_failed_text = /** @type {((inputs: Contact_Failed_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Failed_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_contact_failed_text(inputs)
	return en_contact_failed_text(inputs)
});