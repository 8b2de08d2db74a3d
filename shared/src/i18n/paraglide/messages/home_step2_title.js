import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Step2_TitleInputs */

const en_home_step2_title = /** @type {(inputs: Home_Step2_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meet your contractor`)
};

const es_home_step2_title = /** @type {(inputs: Home_Step2_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conozca a su contratista`)
};

/**
* | output |
* | --- |
* | "Meet your contractor" |
*
* @param {Home_Step2_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_step2_title = /** @type {((inputs?: Home_Step2_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Step2_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_home_step2_title(inputs)
	return en_home_step2_title(inputs)
});