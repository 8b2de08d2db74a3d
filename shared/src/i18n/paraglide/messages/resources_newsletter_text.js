import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Resources_Newsletter_TextInputs */

const en_resources_newsletter_text = /** @type {(inputs: Resources_Newsletter_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seasonal maintenance tips and home warranty news, about once a month.`)
};

const es_resources_newsletter_text = /** @type {(inputs: Resources_Newsletter_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Consejos de mantenimiento de temporada y noticias sobre la garantía para el hogar, más o menos una vez al mes.`)
};

/**
* | output |
* | --- |
* | "Seasonal maintenance tips and home warranty news, about once a month." |
*
* @param {Resources_Newsletter_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const resources_newsletter_text = /** @type {((inputs?: Resources_Newsletter_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Resources_Newsletter_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_resources_newsletter_text(inputs)
	return en_resources_newsletter_text(inputs)
});