import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Centre_Analytics_DescriptionInputs */

const en_privacy_centre_analytics_description = /** @type {(inputs: Privacy_Centre_Analytics_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Measure which pages and campaigns help visitors most, from pages viewed and links clicked.`)
};

const es_privacy_centre_analytics_description = /** @type {(inputs: Privacy_Centre_Analytics_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Miden qué páginas y campañas ayudan más a los visitantes, a partir de las páginas vistas y los enlaces en que se hace clic.`)
};

/**
* | output |
* | --- |
* | "Measure which pages and campaigns help visitors most, from pages viewed and links clicked." |
*
* @param {Privacy_Centre_Analytics_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const privacy_centre_analytics_description = /** @type {((inputs?: Privacy_Centre_Analytics_DescriptionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Centre_Analytics_DescriptionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_privacy_centre_analytics_description(inputs)
	return en_privacy_centre_analytics_description(inputs)
});