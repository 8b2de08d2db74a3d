import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Resources_Recent_IntroInputs */

const en_resources_recent_intro = /** @type {(inputs: Resources_Recent_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Maintenance checklists, repair know-how and home buying advice from our team.`)
};

const es_resources_recent_intro = /** @type {(inputs: Resources_Recent_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Listas de mantenimiento, consejos de reparación y recomendaciones para comprar casa de parte de nuestro equipo.`)
};

/**
* | output |
* | --- |
* | "Maintenance checklists, repair know-how and home buying advice from our team." |
*
* @param {Resources_Recent_IntroInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const resources_recent_intro = /** @type {((inputs?: Resources_Recent_IntroInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Resources_Recent_IntroInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_resources_recent_intro(inputs)
	return en_resources_recent_intro(inputs)
});