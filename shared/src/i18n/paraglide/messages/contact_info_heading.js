import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_Info_HeadingInputs */

const en_contact_info_heading = /** @type {(inputs: Contact_Info_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contact information`)
};

const es_contact_info_heading = /** @type {(inputs: Contact_Info_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Información de contacto`)
};

/**
* | output |
* | --- |
* | "Contact information" |
*
* @param {Contact_Info_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const contact_info_heading = /** @type {((inputs?: Contact_Info_HeadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Info_HeadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_contact_info_heading(inputs)
	return en_contact_info_heading(inputs)
});