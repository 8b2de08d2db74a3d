import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ phone: NonNullable<unknown> }} Brochure_Error_TextInputs */

const en_brochure_error_text = /** @type {(inputs: Brochure_Error_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Error occurred trying to download the brochure. Please call us for assistance at ${i?.phone}.`)
};

const es_brochure_error_text = /** @type {(inputs: Brochure_Error_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ocurrió un error al intentar descargar el folleto. Llámenos al ${i?.phone} y con gusto le ayudamos.`)
};

/**
* | output |
* | --- |
* | "Error occurred trying to download the brochure. Please call us for assistance at {phone}." |
*
* @param {Brochure_Error_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const brochure_error_text = /** @type {((inputs: Brochure_Error_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Brochure_Error_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_brochure_error_text(inputs)
	return en_brochure_error_text(inputs)
});