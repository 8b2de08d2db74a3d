import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Centre_Analytics_NameInputs */

const en_privacy_centre_analytics_name = /** @type {(inputs: Privacy_Centre_Analytics_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Analytics`)
};

const es_privacy_centre_analytics_name = /** @type {(inputs: Privacy_Centre_Analytics_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Analíticas`)
};

/**
* | output |
* | --- |
* | "Analytics" |
*
* @param {Privacy_Centre_Analytics_NameInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const privacy_centre_analytics_name = /** @type {((inputs?: Privacy_Centre_Analytics_NameInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Centre_Analytics_NameInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_privacy_centre_analytics_name(inputs)
	return en_privacy_centre_analytics_name(inputs)
});