import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Brochure_Point_PrintInputs */

const en_brochure_point_print = /** @type {(inputs: Brochure_Point_PrintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Print it for open houses and listing appointments`)
};

const es_brochure_point_print = /** @type {(inputs: Brochure_Point_PrintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imprímalo para casas abiertas y citas con vendedores`)
};

/**
* | output |
* | --- |
* | "Print it for open houses and listing appointments" |
*
* @param {Brochure_Point_PrintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const brochure_point_print = /** @type {((inputs?: Brochure_Point_PrintInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Brochure_Point_PrintInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_brochure_point_print(inputs)
	return en_brochure_point_print(inputs)
});