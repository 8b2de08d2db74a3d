import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_Newsletter_Confirm_TextInputs */

const en_common_newsletter_confirm_text = /** @type {(inputs: Common_Newsletter_Confirm_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm that you would like to receive our newsletter at the address this link was sent to.`)
};

const es_common_newsletter_confirm_text = /** @type {(inputs: Common_Newsletter_Confirm_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirme que desea recibir nuestro boletín en la dirección a la que se envió este enlace.`)
};

/**
* | output |
* | --- |
* | "Confirm that you would like to receive our newsletter at the address this link was sent to." |
*
* @param {Common_Newsletter_Confirm_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_newsletter_confirm_text = /** @type {((inputs?: Common_Newsletter_Confirm_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Newsletter_Confirm_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_common_newsletter_confirm_text(inputs)
	return en_common_newsletter_confirm_text(inputs)
});