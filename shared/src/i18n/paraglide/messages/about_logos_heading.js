import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} About_Logos_HeadingInputs */

const en_about_logos_heading = /** @type {(inputs: About_Logos_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Awards and associations`)
};

const es_about_logos_heading = /** @type {(inputs: About_Logos_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Premios y asociaciones`)
};

/**
* | output |
* | --- |
* | "Awards and associations" |
*
* @param {About_Logos_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const about_logos_heading = /** @type {((inputs?: About_Logos_HeadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Logos_HeadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_about_logos_heading(inputs)
	return en_about_logos_heading(inputs)
});