import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ brand: NonNullable<unknown> }} Why_HeadingInputs */

const en_why_heading = /** @type {(inputs: Why_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Why Choose ${i?.brand}?`)
};

const es_why_heading = /** @type {(inputs: Why_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¿Por qué elegir ${i?.brand}?`)
};

/**
* | output |
* | --- |
* | "Why Choose {brand}?" |
*
* @param {Why_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const why_heading = /** @type {((inputs: Why_HeadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Why_HeadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_why_heading(inputs)
	return en_why_heading(inputs)
});