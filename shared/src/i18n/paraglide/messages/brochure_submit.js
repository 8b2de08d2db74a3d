import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Brochure_SubmitInputs */

const en_brochure_submit = /** @type {(inputs: Brochure_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Download Brochure`)
};

const es_brochure_submit = /** @type {(inputs: Brochure_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descargar folleto`)
};

/**
* | output |
* | --- |
* | "Download Brochure" |
*
* @param {Brochure_SubmitInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const brochure_submit = /** @type {((inputs?: Brochure_SubmitInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Brochure_SubmitInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_brochure_submit(inputs)
	return en_brochure_submit(inputs)
});