import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} About_Story_WhereInputs */

const en_about_story_where = /** @type {(inputs: About_Story_WhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We serve homeowners, home buyers and sellers, and the real estate professionals who guide them in Arizona, Idaho, Nevada, Oregon, Texas and Utah. Our network of licensed local contractors knows the homes and the climate of each market, from Phoenix summers to Boise winters. Nationwide service is coming: we are building our contractor network state by state so that every new market gets the same care.`)
};

const es_about_story_where = /** @type {(inputs: About_Story_WhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Servimos a propietarios, compradores y vendedores de vivienda, y a los profesionales de bienes raíces que los guían, en Arizona, Idaho, Nevada, Oregón, Texas y Utah. Nuestra red de contratistas locales con licencia conoce las casas y el clima de cada mercado, desde los veranos de Phoenix hasta los inviernos de Boise. Pronto daremos servicio en todo el país: estamos formando nuestra red de contratistas estado por estado para que cada nuevo mercado reciba la misma atención.`)
};

/**
* | output |
* | --- |
* | "We serve homeowners, home buyers and sellers, and the real estate professionals who guide them in Arizona, Idaho, Nevada, Oregon, Texas and Utah. Our network..." |
*
* @param {About_Story_WhereInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const about_story_where = /** @type {((inputs?: About_Story_WhereInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Story_WhereInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_about_story_where(inputs)
	return en_about_story_where(inputs)
});