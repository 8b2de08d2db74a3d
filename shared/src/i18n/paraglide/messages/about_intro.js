import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} About_IntroInputs */

const en_about_intro = /** @type {(inputs: About_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`For more than fifteen years we have helped families in the West keep their homes running, one furnace, water heater and refrigerator at a time.`)
};

const es_about_intro = /** @type {(inputs: About_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Desde hace más de quince años ayudamos a las familias del Oeste a mantener sus casas funcionando, un calefactor, un calentador de agua y un refrigerador a la vez.`)
};

/**
* | output |
* | --- |
* | "For more than fifteen years we have helped families in the West keep their homes running, one furnace, water heater and refrigerator at a time." |
*
* @param {About_IntroInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const about_intro = /** @type {((inputs?: About_IntroInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_IntroInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_about_intro(inputs)
	return en_about_intro(inputs)
});