import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ brand: NonNullable<unknown> }} Home_DescriptionInputs */

const en_home_description = /** @type {(inputs: Home_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.brand}: home warranty plans from $35 a month in Arizona, Idaho, Nevada, Oregon, Texas and Utah. A licensed contractor within 24 hours of your claim.`)
};

const es_home_description = /** @type {(inputs: Home_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.brand}: planes de garantía para el hogar desde $35 al mes en Arizona, Idaho, Nevada, Oregón, Texas y Utah. Un contratista con licencia dentro de las 24 horas de su reclamo.`)
};

/**
* | output |
* | --- |
* | "{brand}: home warranty plans from $35 a month in Arizona, Idaho, Nevada, Oregon, Texas and Utah. A licensed contractor within 24 hours of your claim." |
*
* @param {Home_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_description = /** @type {((inputs: Home_DescriptionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_DescriptionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_home_description(inputs)
	return en_home_description(inputs)
});