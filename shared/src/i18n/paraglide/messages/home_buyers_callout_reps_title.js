import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Buyers_Callout_Reps_TitleInputs */

const en_home_buyers_callout_reps_title = /** @type {(inputs: Home_Buyers_Callout_Reps_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Local Reps`)
};

const es_home_buyers_callout_reps_title = /** @type {(inputs: Home_Buyers_Callout_Reps_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Representantes locales`)
};

/**
* | output |
* | --- |
* | "Local Reps" |
*
* @param {Home_Buyers_Callout_Reps_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_buyers_callout_reps_title = /** @type {((inputs?: Home_Buyers_Callout_Reps_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Buyers_Callout_Reps_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_home_buyers_callout_reps_title(inputs)
	return en_home_buyers_callout_reps_title(inputs)
});