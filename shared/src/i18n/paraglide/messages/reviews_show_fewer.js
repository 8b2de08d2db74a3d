import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviews_Show_FewerInputs */

const en_reviews_show_fewer = /** @type {(inputs: Reviews_Show_FewerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show fewer reviews`)
};

const es_reviews_show_fewer = /** @type {(inputs: Reviews_Show_FewerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mostrar menos reseñas`)
};

/**
* | output |
* | --- |
* | "Show fewer reviews" |
*
* @param {Reviews_Show_FewerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reviews_show_fewer = /** @type {((inputs?: Reviews_Show_FewerInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Show_FewerInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_reviews_show_fewer(inputs)
	return en_reviews_show_fewer(inputs)
});