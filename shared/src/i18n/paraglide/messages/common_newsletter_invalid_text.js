import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_Newsletter_Invalid_TextInputs */

const en_common_newsletter_invalid_text = /** @type {(inputs: Common_Newsletter_Invalid_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The email address you entered is incorrect.  Please try again.`)
};

const es_common_newsletter_invalid_text = /** @type {(inputs: Common_Newsletter_Invalid_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La dirección de correo electrónico que ingresó no es correcta. Inténtelo de nuevo.`)
};

/**
* | output |
* | --- |
* | "The email address you entered is incorrect. Please try again." |
*
* @param {Common_Newsletter_Invalid_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_newsletter_invalid_text = /** @type {((inputs?: Common_Newsletter_Invalid_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Newsletter_Invalid_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_common_newsletter_invalid_text(inputs)
	return en_common_newsletter_invalid_text(inputs)
});