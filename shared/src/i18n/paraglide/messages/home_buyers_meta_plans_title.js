import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Buyers_Meta_Plans_TitleInputs */

const en_home_buyers_meta_plans_title = /** @type {(inputs: Home_Buyers_Meta_Plans_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Home Buyer Protection Plans`)
};

const es_home_buyers_meta_plans_title = /** @type {(inputs: Home_Buyers_Meta_Plans_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Planes de protección para compradores de vivienda`)
};

/**
* | output |
* | --- |
* | "Home Buyer Protection Plans" |
*
* @param {Home_Buyers_Meta_Plans_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_buyers_meta_plans_title = /** @type {((inputs?: Home_Buyers_Meta_Plans_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Buyers_Meta_Plans_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_home_buyers_meta_plans_title(inputs)
	return en_home_buyers_meta_plans_title(inputs)
});