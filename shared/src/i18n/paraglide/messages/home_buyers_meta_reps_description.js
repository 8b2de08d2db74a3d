import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Buyers_Meta_Reps_DescriptionInputs */

const en_home_buyers_meta_reps_description = /** @type {(inputs: Home_Buyers_Meta_Reps_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meet the sales representatives who help real estate professionals in Arizona, Idaho, Nevada, Oregon, Texas and Utah, and reach yours by phone or e-mail.`)
};

const es_home_buyers_meta_reps_description = /** @type {(inputs: Home_Buyers_Meta_Reps_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conozca a los representantes de ventas que ayudan a los profesionales de bienes raíces en Arizona, Idaho, Nevada, Oregón, Texas y Utah, y comuníquese con el suyo por teléfono o correo electrónico.`)
};

/**
* | output |
* | --- |
* | "Meet the sales representatives who help real estate professionals in Arizona, Idaho, Nevada, Oregon, Texas and Utah, and reach yours by phone or e-mail." |
*
* @param {Home_Buyers_Meta_Reps_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_buyers_meta_reps_description = /** @type {((inputs?: Home_Buyers_Meta_Reps_DescriptionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Buyers_Meta_Reps_DescriptionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_home_buyers_meta_reps_description(inputs)
	return en_home_buyers_meta_reps_description(inputs)
});