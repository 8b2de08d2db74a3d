import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Steps_HeadingInputs */

const en_home_steps_heading = /** @type {(inputs: Home_Steps_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How a repair works`)
};

const es_home_steps_heading = /** @type {(inputs: Home_Steps_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cómo funciona una reparación`)
};

/**
* | output |
* | --- |
* | "How a repair works" |
*
* @param {Home_Steps_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_steps_heading = /** @type {((inputs?: Home_Steps_HeadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Steps_HeadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_home_steps_heading(inputs)
	return en_home_steps_heading(inputs)
});