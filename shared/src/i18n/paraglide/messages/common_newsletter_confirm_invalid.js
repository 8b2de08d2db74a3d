import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_Newsletter_Confirm_InvalidInputs */

const en_common_newsletter_confirm_invalid = /** @type {(inputs: Common_Newsletter_Confirm_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This confirmation link is not valid any more: it was already used or has expired. Please subscribe again to get a new one.`)
};

const es_common_newsletter_confirm_invalid = /** @type {(inputs: Common_Newsletter_Confirm_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este enlace de confirmación ya no es válido: ya se usó o venció. Suscríbase de nuevo para recibir uno nuevo.`)
};

/**
* | output |
* | --- |
* | "This confirmation link is not valid any more: it was already used or has expired. Please subscribe again to get a new one." |
*
* @param {Common_Newsletter_Confirm_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_newsletter_confirm_invalid = /** @type {((inputs?: Common_Newsletter_Confirm_InvalidInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Newsletter_Confirm_InvalidInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_common_newsletter_confirm_invalid(inputs)
	return en_common_newsletter_confirm_invalid(inputs)
});