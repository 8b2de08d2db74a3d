import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviews_Customer_HeadingInputs */

const en_reviews_customer_heading = /** @type {(inputs: Reviews_Customer_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What Our Customers Say`)
};

const es_reviews_customer_heading = /** @type {(inputs: Reviews_Customer_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lo que dicen nuestros clientes`)
};

/**
* | output |
* | --- |
* | "What Our Customers Say" |
*
* @param {Reviews_Customer_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reviews_customer_heading = /** @type {((inputs?: Reviews_Customer_HeadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Customer_HeadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_reviews_customer_heading(inputs)
	return en_reviews_customer_heading(inputs)
});