import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_Newsletter_Field_ErrorInputs */

const en_common_newsletter_field_error = /** @type {(inputs: Common_Newsletter_Field_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email is required.`)
};

const es_common_newsletter_field_error = /** @type {(inputs: Common_Newsletter_Field_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El correo electrónico es obligatorio.`)
};

/**
* | output |
* | --- |
* | "Email is required." |
*
* @param {Common_Newsletter_Field_ErrorInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_newsletter_field_error = /** @type {((inputs?: Common_Newsletter_Field_ErrorInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Newsletter_Field_ErrorInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_common_newsletter_field_error(inputs)
	return en_common_newsletter_field_error(inputs)
});