import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Resources_Newsletter_SubmitInputs */

const en_resources_newsletter_submit = /** @type {(inputs: Resources_Newsletter_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subscribe`)
};

const es_resources_newsletter_submit = /** @type {(inputs: Resources_Newsletter_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suscribirse`)
};

/**
* | output |
* | --- |
* | "Subscribe" |
*
* @param {Resources_Newsletter_SubmitInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const resources_newsletter_submit = /** @type {((inputs?: Resources_Newsletter_SubmitInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Resources_Newsletter_SubmitInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_resources_newsletter_submit(inputs)
	return en_resources_newsletter_submit(inputs)
});