import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Brochure_Point_ShareInputs */

const en_brochure_point_share = /** @type {(inputs: Brochure_Point_ShareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Share it with buyers who want to read up before closing`)
};

const es_brochure_point_share = /** @type {(inputs: Brochure_Point_ShareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compártalo con los compradores que quieran informarse antes del cierre`)
};

/**
* | output |
* | --- |
* | "Share it with buyers who want to read up before closing" |
*
* @param {Brochure_Point_ShareInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const brochure_point_share = /** @type {((inputs?: Brochure_Point_ShareInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Brochure_Point_ShareInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_brochure_point_share(inputs)
	return en_brochure_point_share(inputs)
});