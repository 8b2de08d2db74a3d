import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Step1_TitleInputs */

const en_home_step1_title = /** @type {(inputs: Home_Step1_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Request a repair`)
};

const es_home_step1_title = /** @type {(inputs: Home_Step1_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solicite una reparación`)
};

/**
* | output |
* | --- |
* | "Request a repair" |
*
* @param {Home_Step1_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_step1_title = /** @type {((inputs?: Home_Step1_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Step1_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_home_step1_title(inputs)
	return en_home_step1_title(inputs)
});