import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_Brochure_Error_TextInputs */

const en_common_brochure_error_text = /** @type {(inputs: Common_Brochure_Error_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error occurred trying to download the brochure. Please call us for assistance`)
};

const es_common_brochure_error_text = /** @type {(inputs: Common_Brochure_Error_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ocurrió un error al descargar el folleto. Llámenos para recibir ayuda`)
};

/**
* | output |
* | --- |
* | "Error occurred trying to download the brochure. Please call us for assistance" |
*
* @param {Common_Brochure_Error_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_brochure_error_text = /** @type {((inputs?: Common_Brochure_Error_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Brochure_Error_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_common_brochure_error_text(inputs)
	return en_common_brochure_error_text(inputs)
});