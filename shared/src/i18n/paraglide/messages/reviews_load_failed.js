import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviews_Load_FailedInputs */

const en_reviews_load_failed = /** @type {(inputs: Reviews_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The reviews could not be loaded just now. Please try again later.`)
};

const es_reviews_load_failed = /** @type {(inputs: Reviews_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No pudimos cargar las reseñas en este momento. Vuelva a intentarlo más tarde.`)
};

/**
* | output |
* | --- |
* | "The reviews could not be loaded just now. Please try again later." |
*
* @param {Reviews_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reviews_load_failed = /** @type {((inputs?: Reviews_Load_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Load_FailedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_reviews_load_failed(inputs)
	return en_reviews_load_failed(inputs)
});