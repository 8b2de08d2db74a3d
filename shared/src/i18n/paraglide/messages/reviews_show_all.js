import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Reviews_Show_AllInputs */

const en_reviews_show_all = /** @type {(inputs: Reviews_Show_AllInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Show all ${i?.count} reviews`)
};

const es_reviews_show_all = /** @type {(inputs: Reviews_Show_AllInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mostrar las ${i?.count} reseñas`)
};

/**
* | output |
* | --- |
* | "Show all {count} reviews" |
*
* @param {Reviews_Show_AllInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reviews_show_all = /** @type {((inputs: Reviews_Show_AllInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Show_AllInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_reviews_show_all(inputs)
	return en_reviews_show_all(inputs)
});