import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Centre_Necessary_DescriptionInputs */

const en_privacy_centre_necessary_description = /** @type {(inputs: Privacy_Centre_Necessary_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keep you signed in, keep the site secure and remember these choices. The site cannot work without them, so they are always on.`)
};

const es_privacy_centre_necessary_description = /** @type {(inputs: Privacy_Centre_Necessary_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mantienen su sesión iniciada, protegen el sitio y recuerdan estas opciones. El sitio no puede funcionar sin ellas, por eso siempre están activadas.`)
};

/**
* | output |
* | --- |
* | "Keep you signed in, keep the site secure and remember these choices. The site cannot work without them, so they are always on." |
*
* @param {Privacy_Centre_Necessary_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const privacy_centre_necessary_description = /** @type {((inputs?: Privacy_Centre_Necessary_DescriptionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Centre_Necessary_DescriptionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_privacy_centre_necessary_description(inputs)
	return en_privacy_centre_necessary_description(inputs)
});