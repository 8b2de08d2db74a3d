import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_HeadingInputs */

const en_home_heading = /** @type {(inputs: Home_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Home warranty protection that shows up when you need it`)
};

const es_home_heading = /** @type {(inputs: Home_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una garantía para el hogar que responde cuando la necesita`)
};

/**
* | output |
* | --- |
* | "Home warranty protection that shows up when you need it" |
*
* @param {Home_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_heading = /** @type {((inputs?: Home_HeadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_HeadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_home_heading(inputs)
	return en_home_heading(inputs)
});