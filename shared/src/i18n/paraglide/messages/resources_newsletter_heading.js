import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Resources_Newsletter_HeadingInputs */

const en_resources_newsletter_heading = /** @type {(inputs: Resources_Newsletter_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign Up for Our Newsletter`)
};

const es_resources_newsletter_heading = /** @type {(inputs: Resources_Newsletter_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suscríbase a nuestro boletín`)
};

/**
* | output |
* | --- |
* | "Sign Up for Our Newsletter" |
*
* @param {Resources_Newsletter_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const resources_newsletter_heading = /** @type {((inputs?: Resources_Newsletter_HeadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Resources_Newsletter_HeadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_resources_newsletter_heading(inputs)
	return en_resources_newsletter_heading(inputs)
});