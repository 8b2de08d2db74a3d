import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Resources_Newsletter_PlaceholderInputs */

const en_resources_newsletter_placeholder = /** @type {(inputs: Resources_Newsletter_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`you@example.com`)
};

const es_resources_newsletter_placeholder = /** @type {(inputs: Resources_Newsletter_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`nombre@ejemplo.com`)
};

/**
* | output |
* | --- |
* | "you@example.com" |
*
* @param {Resources_Newsletter_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const resources_newsletter_placeholder = /** @type {((inputs?: Resources_Newsletter_PlaceholderInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Resources_Newsletter_PlaceholderInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_resources_newsletter_placeholder(inputs)
	return en_resources_newsletter_placeholder(inputs)
});