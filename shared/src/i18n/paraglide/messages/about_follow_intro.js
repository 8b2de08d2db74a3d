import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} About_Follow_IntroInputs */

const en_about_follow_intro = /** @type {(inputs: About_Follow_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seasonal maintenance tips, stories from our contractors and news from the company.`)
};

const es_about_follow_intro = /** @type {(inputs: About_Follow_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Consejos de mantenimiento de temporada, historias de nuestros contratistas y noticias de la compañía.`)
};

/**
* | output |
* | --- |
* | "Seasonal maintenance tips, stories from our contractors and news from the company." |
*
* @param {About_Follow_IntroInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const about_follow_intro = /** @type {((inputs?: About_Follow_IntroInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Follow_IntroInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_about_follow_intro(inputs)
	return en_about_follow_intro(inputs)
});