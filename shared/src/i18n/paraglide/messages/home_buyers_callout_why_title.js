import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Buyers_Callout_Why_TitleInputs */

const en_home_buyers_callout_why_title = /** @type {(inputs: Home_Buyers_Callout_Why_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Why Choose Us`)
};

const es_home_buyers_callout_why_title = /** @type {(inputs: Home_Buyers_Callout_Why_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Por qué elegirnos`)
};

/**
* | output |
* | --- |
* | "Why Choose Us" |
*
* @param {Home_Buyers_Callout_Why_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_buyers_callout_why_title = /** @type {((inputs?: Home_Buyers_Callout_Why_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Buyers_Callout_Why_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_home_buyers_callout_why_title(inputs)
	return en_home_buyers_callout_why_title(inputs)
});