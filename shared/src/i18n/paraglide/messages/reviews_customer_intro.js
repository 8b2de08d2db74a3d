import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviews_Customer_IntroInputs */

const en_reviews_customer_intro = /** @type {(inputs: Reviews_Customer_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Real words from people whose furnaces, water heaters and refrigerators we have fixed across Arizona, Idaho, Nevada, Oregon, Texas and Utah.`)
};

const es_reviews_customer_intro = /** @type {(inputs: Reviews_Customer_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Palabras reales de personas cuyos calefactores, calentadores de agua y refrigeradores hemos reparado en Arizona, Idaho, Nevada, Oregón, Texas y Utah.`)
};

/**
* | output |
* | --- |
* | "Real words from people whose furnaces, water heaters and refrigerators we have fixed across Arizona, Idaho, Nevada, Oregon, Texas and Utah." |
*
* @param {Reviews_Customer_IntroInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reviews_customer_intro = /** @type {((inputs?: Reviews_Customer_IntroInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Customer_IntroInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_reviews_customer_intro(inputs)
	return en_reviews_customer_intro(inputs)
});