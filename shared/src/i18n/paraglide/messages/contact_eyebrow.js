import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_EyebrowInputs */

const en_contact_eyebrow = /** @type {(inputs: Contact_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We are here to help`)
};

const es_contact_eyebrow = /** @type {(inputs: Contact_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estamos para ayudarle`)
};

/**
* | output |
* | --- |
* | "We are here to help" |
*
* @param {Contact_EyebrowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const contact_eyebrow = /** @type {((inputs?: Contact_EyebrowInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_EyebrowInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_contact_eyebrow(inputs)
	return en_contact_eyebrow(inputs)
});