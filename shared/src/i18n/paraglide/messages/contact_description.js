import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ brand: NonNullable<unknown> }} Contact_DescriptionInputs */

const en_contact_description = /** @type {(inputs: Contact_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Call, e-mail or write to ${i?.brand}: customer care, media contacts and our mailing address.`)
};

const es_contact_description = /** @type {(inputs: Contact_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Llame, envíe un correo electrónico o escriba a ${i?.brand}: servicio al cliente, contacto para medios y nuestra dirección postal.`)
};

/**
* | output |
* | --- |
* | "Call, e-mail or write to {brand}: customer care, media contacts and our mailing address." |
*
* @param {Contact_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const contact_description = /** @type {((inputs: Contact_DescriptionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_DescriptionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_contact_description(inputs)
	return en_contact_description(inputs)
});