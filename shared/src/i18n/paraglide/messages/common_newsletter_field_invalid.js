import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_Newsletter_Field_InvalidInputs */

const en_common_newsletter_field_invalid = /** @type {(inputs: Common_Newsletter_Field_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter an e-mail address like name@example.com.`)
};

const es_common_newsletter_field_invalid = /** @type {(inputs: Common_Newsletter_Field_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ingrese un correo electrónico como nombre@ejemplo.com.`)
};

/**
* | output |
* | --- |
* | "Enter an e-mail address like name@example.com." |
*
* @param {Common_Newsletter_Field_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_newsletter_field_invalid = /** @type {((inputs?: Common_Newsletter_Field_InvalidInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Newsletter_Field_InvalidInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_common_newsletter_field_invalid(inputs)
	return en_common_newsletter_field_invalid(inputs)
});