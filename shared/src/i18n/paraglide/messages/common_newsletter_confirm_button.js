import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_Newsletter_Confirm_ButtonInputs */

const en_common_newsletter_confirm_button = /** @type {(inputs: Common_Newsletter_Confirm_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm my subscription`)
};

const es_common_newsletter_confirm_button = /** @type {(inputs: Common_Newsletter_Confirm_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmar mi suscripción`)
};

/**
* | output |
* | --- |
* | "Confirm my subscription" |
*
* @param {Common_Newsletter_Confirm_ButtonInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_newsletter_confirm_button = /** @type {((inputs?: Common_Newsletter_Confirm_ButtonInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Newsletter_Confirm_ButtonInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_common_newsletter_confirm_button(inputs)
	return en_common_newsletter_confirm_button(inputs)
});