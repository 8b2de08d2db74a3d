import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Buyers_Subnav_LabelInputs */

const en_home_buyers_subnav_label = /** @type {(inputs: Home_Buyers_Subnav_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Real estate page sections`)
};

const es_home_buyers_subnav_label = /** @type {(inputs: Home_Buyers_Subnav_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Secciones de la página de bienes raíces`)
};

/**
* | output |
* | --- |
* | "Real estate page sections" |
*
* @param {Home_Buyers_Subnav_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_buyers_subnav_label = /** @type {((inputs?: Home_Buyers_Subnav_LabelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Buyers_Subnav_LabelInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_home_buyers_subnav_label(inputs)
	return en_home_buyers_subnav_label(inputs)
});