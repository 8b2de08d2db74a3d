import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Centre_Functional_DescriptionInputs */

const en_privacy_centre_functional_description = /** @type {(inputs: Privacy_Centre_Functional_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remember your preferences on this site between visits.`)
};

const es_privacy_centre_functional_description = /** @type {(inputs: Privacy_Centre_Functional_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recuerdan sus preferencias en este sitio entre una visita y otra.`)
};

/**
* | output |
* | --- |
* | "Remember your preferences on this site between visits." |
*
* @param {Privacy_Centre_Functional_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const privacy_centre_functional_description = /** @type {((inputs?: Privacy_Centre_Functional_DescriptionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Centre_Functional_DescriptionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_privacy_centre_functional_description(inputs)
	return en_privacy_centre_functional_description(inputs)
});