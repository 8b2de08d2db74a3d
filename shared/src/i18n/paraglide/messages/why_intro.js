import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ brand: NonNullable<unknown> }} Why_IntroInputs */

const en_why_intro = /** @type {(inputs: Why_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Over 70,000 homeowners count on ${i?.brand} to keep their homes running. Here is what they get.`)
};

const es_why_intro = /** @type {(inputs: Why_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Más de 70,000 propietarios confían en ${i?.brand} para mantener sus casas funcionando. Esto es lo que obtienen.`)
};

/**
* | output |
* | --- |
* | "Over 70,000 homeowners count on {brand} to keep their homes running. Here is what they get." |
*
* @param {Why_IntroInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const why_intro = /** @type {((inputs: Why_IntroInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Why_IntroInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_why_intro(inputs)
	return en_why_intro(inputs)
});