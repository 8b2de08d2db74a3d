import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Buyers_Callout_Tools_TitleInputs */

const en_home_buyers_callout_tools_title = /** @type {(inputs: Home_Buyers_Callout_Tools_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Educational Tools`)
};

const es_home_buyers_callout_tools_title = /** @type {(inputs: Home_Buyers_Callout_Tools_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Herramientas educativas`)
};

/**
* | output |
* | --- |
* | "Educational Tools" |
*
* @param {Home_Buyers_Callout_Tools_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_buyers_callout_tools_title = /** @type {((inputs?: Home_Buyers_Callout_Tools_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Buyers_Callout_Tools_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_home_buyers_callout_tools_title(inputs)
	return en_home_buyers_callout_tools_title(inputs)
});