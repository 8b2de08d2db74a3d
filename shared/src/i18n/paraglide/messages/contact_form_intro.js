import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_Form_IntroInputs */

const en_contact_form_intro = /** @type {(inputs: Contact_Form_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We read every message and answer by e-mail or phone.`)
};

const es_contact_form_intro = /** @type {(inputs: Contact_Form_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leemos cada mensaje y respondemos por correo electrónico o por teléfono.`)
};

/**
* | output |
* | --- |
* | "We read every message and answer by e-mail or phone." |
*
* @param {Contact_Form_IntroInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const contact_form_intro = /** @type {((inputs?: Contact_Form_IntroInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Form_IntroInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_contact_form_intro(inputs)
	return en_contact_form_intro(inputs)
});