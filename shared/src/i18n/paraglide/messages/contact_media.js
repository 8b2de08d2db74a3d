import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_MediaInputs */

const en_contact_media = /** @type {(inputs: Contact_MediaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Media contact`)
};

const es_contact_media = /** @type {(inputs: Contact_MediaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contacto para medios`)
};

/**
* | output |
* | --- |
* | "Media contact" |
*
* @param {Contact_MediaInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const contact_media = /** @type {((inputs?: Contact_MediaInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_MediaInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_contact_media(inputs)
	return en_contact_media(inputs)
});