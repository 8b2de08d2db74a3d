import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ brand: NonNullable<unknown> }} Benefits_HeadingInputs */

const en_benefits_heading = /** @type {(inputs: Benefits_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Partner with ${i?.brand}`)
};

const es_benefits_heading = /** @type {(inputs: Benefits_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Asóciese con ${i?.brand}`)
};

/**
* | output |
* | --- |
* | "Partner with {brand}" |
*
* @param {Benefits_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const benefits_heading = /** @type {((inputs: Benefits_HeadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Benefits_HeadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_benefits_heading(inputs)
	return en_benefits_heading(inputs)
});