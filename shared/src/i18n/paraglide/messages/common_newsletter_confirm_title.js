import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_Newsletter_Confirm_TitleInputs */

const en_common_newsletter_confirm_title = /** @type {(inputs: Common_Newsletter_Confirm_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm your subscription`)
};

const es_common_newsletter_confirm_title = /** @type {(inputs: Common_Newsletter_Confirm_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirme su suscripción`)
};

/**
* | output |
* | --- |
* | "Confirm your subscription" |
*
* @param {Common_Newsletter_Confirm_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_newsletter_confirm_title = /** @type {((inputs?: Common_Newsletter_Confirm_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Newsletter_Confirm_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_common_newsletter_confirm_title(inputs)
	return en_common_newsletter_confirm_title(inputs)
});