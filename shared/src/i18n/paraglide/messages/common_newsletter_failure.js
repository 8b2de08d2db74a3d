import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_Newsletter_FailureInputs */

const en_common_newsletter_failure = /** @type {(inputs: Common_Newsletter_FailureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An error occurred while subscribing to the newsletter, please try again.`)
};

const es_common_newsletter_failure = /** @type {(inputs: Common_Newsletter_FailureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ocurrió un error al suscribirse al boletín. Inténtelo de nuevo.`)
};

/**
* | output |
* | --- |
* | "An error occurred while subscribing to the newsletter, please try again." |
*
* @param {Common_Newsletter_FailureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_newsletter_failure = /** @type {((inputs?: Common_Newsletter_FailureInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Newsletter_FailureInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_common_newsletter_failure(inputs)
	return en_common_newsletter_failure(inputs)
});