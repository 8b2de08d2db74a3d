import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ brand: NonNullable<unknown> }} Benefits_IntroInputs */

const en_benefits_intro = /** @type {(inputs: Benefits_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Real estate professionals across the West partner with ${i?.brand} to protect their clients and their reputation. Here is what you get.`)
};

const es_benefits_intro = /** @type {(inputs: Benefits_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Profesionales de bienes raíces de todo el Oeste se asocian con ${i?.brand} para proteger a sus clientes y su reputación. Esto es lo que usted obtiene.`)
};

/**
* | output |
* | --- |
* | "Real estate professionals across the West partner with {brand} to protect their clients and their reputation. Here is what you get." |
*
* @param {Benefits_IntroInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const benefits_intro = /** @type {((inputs: Benefits_IntroInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Benefits_IntroInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_benefits_intro(inputs)
	return en_benefits_intro(inputs)
});