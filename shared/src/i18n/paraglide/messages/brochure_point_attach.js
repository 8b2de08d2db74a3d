import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Brochure_Point_AttachInputs */

const en_brochure_point_attach = /** @type {(inputs: Brochure_Point_AttachInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Attach it to your offer packets`)
};

const es_brochure_point_attach = /** @type {(inputs: Brochure_Point_AttachInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inclúyalo en sus paquetes de oferta`)
};

/**
* | output |
* | --- |
* | "Attach it to your offer packets" |
*
* @param {Brochure_Point_AttachInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const brochure_point_attach = /** @type {((inputs?: Brochure_Point_AttachInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Brochure_Point_AttachInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_brochure_point_attach(inputs)
	return en_brochure_point_attach(inputs)
});