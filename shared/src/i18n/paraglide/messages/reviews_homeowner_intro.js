import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviews_Homeowner_IntroInputs */

const en_reviews_homeowner_intro = /** @type {(inputs: Reviews_Homeowner_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Homeowners tell us what matters most when something breaks: a quick answer, a contractor who shows up, and a bill that stays at the service fee.`)
};

const es_reviews_homeowner_intro = /** @type {(inputs: Reviews_Homeowner_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los propietarios nos dicen qué es lo más importante cuando algo se descompone: una respuesta rápida, un contratista que sí llega y una cuenta que no pasa de la tarifa de servicio.`)
};

/**
* | output |
* | --- |
* | "Homeowners tell us what matters most when something breaks: a quick answer, a contractor who shows up, and a bill that stays at the service fee." |
*
* @param {Reviews_Homeowner_IntroInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reviews_homeowner_intro = /** @type {((inputs?: Reviews_Homeowner_IntroInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Homeowner_IntroInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_reviews_homeowner_intro(inputs)
	return en_reviews_homeowner_intro(inputs)
});