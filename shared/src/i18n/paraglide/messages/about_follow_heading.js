import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} About_Follow_HeadingInputs */

const en_about_follow_heading = /** @type {(inputs: About_Follow_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Follow us`)
};

const es_about_follow_heading = /** @type {(inputs: About_Follow_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Síganos`)
};

/**
* | output |
* | --- |
* | "Follow us" |
*
* @param {About_Follow_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const about_follow_heading = /** @type {((inputs?: About_Follow_HeadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Follow_HeadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_about_follow_heading(inputs)
	return en_about_follow_heading(inputs)
});