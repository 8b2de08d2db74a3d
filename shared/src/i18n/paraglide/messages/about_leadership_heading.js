import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} About_Leadership_HeadingInputs */

const en_about_leadership_heading = /** @type {(inputs: About_Leadership_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our leadership`)
};

const es_about_leadership_heading = /** @type {(inputs: About_Leadership_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nuestros directivos`)
};

/**
* | output |
* | --- |
* | "Our leadership" |
*
* @param {About_Leadership_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const about_leadership_heading = /** @type {((inputs?: About_Leadership_HeadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Leadership_HeadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_about_leadership_heading(inputs)
	return en_about_leadership_heading(inputs)
});