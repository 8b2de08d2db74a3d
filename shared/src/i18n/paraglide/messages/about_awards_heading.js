import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} About_Awards_HeadingInputs */

const en_about_awards_heading = /** @type {(inputs: About_Awards_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Awards and recognition`)
};

const es_about_awards_heading = /** @type {(inputs: About_Awards_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Premios y reconocimientos`)
};

/**
* | output |
* | --- |
* | "Awards and recognition" |
*
* @param {About_Awards_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const about_awards_heading = /** @type {((inputs?: About_Awards_HeadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Awards_HeadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_about_awards_heading(inputs)
	return en_about_awards_heading(inputs)
});