import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_Newsletter_Confirm_Sent_TitleInputs */

const en_common_newsletter_confirm_sent_title = /** @type {(inputs: Common_Newsletter_Confirm_Sent_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check your inbox`)
};

const es_common_newsletter_confirm_sent_title = /** @type {(inputs: Common_Newsletter_Confirm_Sent_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revise su bandeja de entrada`)
};

/**
* | output |
* | --- |
* | "Check your inbox" |
*
* @param {Common_Newsletter_Confirm_Sent_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_newsletter_confirm_sent_title = /** @type {((inputs?: Common_Newsletter_Confirm_Sent_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Newsletter_Confirm_Sent_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_common_newsletter_confirm_sent_title(inputs)
	return en_common_newsletter_confirm_sent_title(inputs)
});