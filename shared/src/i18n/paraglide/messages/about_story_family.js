import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ brand: NonNullable<unknown> }} About_Story_FamilyInputs */

const en_about_story_family = /** @type {(inputs: About_Story_FamilyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.brand} is part of a larger family of home-services companies that includes sister home warranty brands. That gives us the purchasing power of a national group with the answers of a local company: our claims, customer care and contractor relations teams all work in-house.`)
};

const es_about_story_family = /** @type {(inputs: About_Story_FamilyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.brand} forma parte de una familia más grande de compañías de servicios para el hogar que incluye otras marcas hermanas de garantía para el hogar. Eso nos da el poder de compra de un grupo nacional con la atención de una compañía local: nuestros equipos de reclamos, servicio al cliente y relaciones con contratistas trabajan todos dentro de la compañía.`)
};

/**
* | output |
* | --- |
* | "{brand} is part of a larger family of home-services companies that includes sister home warranty brands. That gives us the purchasing power of a national gro..." |
*
* @param {About_Story_FamilyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const about_story_family = /** @type {((inputs: About_Story_FamilyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Story_FamilyInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_about_story_family(inputs)
	return en_about_story_family(inputs)
});