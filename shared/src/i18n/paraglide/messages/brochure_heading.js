import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Brochure_HeadingInputs */

const en_brochure_heading = /** @type {(inputs: Brochure_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Download Our Brochure`)
};

const es_brochure_heading = /** @type {(inputs: Brochure_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descargue nuestro folleto`)
};

/**
* | output |
* | --- |
* | "Download Our Brochure" |
*
* @param {Brochure_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const brochure_heading = /** @type {((inputs?: Brochure_HeadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Brochure_HeadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_brochure_heading(inputs)
	return en_brochure_heading(inputs)
});