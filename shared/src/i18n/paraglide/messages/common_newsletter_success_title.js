import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_Newsletter_Success_TitleInputs */

const en_common_newsletter_success_title = /** @type {(inputs: Common_Newsletter_Success_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subscribed!`)
};

const es_common_newsletter_success_title = /** @type {(inputs: Common_Newsletter_Success_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Suscrito!`)
};

/**
* | output |
* | --- |
* | "Subscribed!" |
*
* @param {Common_Newsletter_Success_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_newsletter_success_title = /** @type {((inputs?: Common_Newsletter_Success_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Newsletter_Success_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_common_newsletter_success_title(inputs)
	return en_common_newsletter_success_title(inputs)
});