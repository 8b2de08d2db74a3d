import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} About_Figures_HeadingInputs */

const en_about_figures_heading = /** @type {(inputs: About_Figures_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The company in figures`)
};

const es_about_figures_heading = /** @type {(inputs: About_Figures_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La compañía en cifras`)
};

/**
* | output |
* | --- |
* | "The company in figures" |
*
* @param {About_Figures_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const about_figures_heading = /** @type {((inputs?: About_Figures_HeadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Figures_HeadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_about_figures_heading(inputs)
	return en_about_figures_heading(inputs)
});