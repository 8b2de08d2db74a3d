import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Claims_Homeowners_FigureInputs */

const en_claims_homeowners_figure = /** @type {(inputs: Claims_Homeowners_FigureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`70,000+`)
};

const es_claims_homeowners_figure = /** @type {(inputs: Claims_Homeowners_FigureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Más de 70,000`)
};

/**
* | output |
* | --- |
* | "70,000+" |
*
* @param {Claims_Homeowners_FigureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claims_homeowners_figure = /** @type {((inputs?: Claims_Homeowners_FigureInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claims_Homeowners_FigureInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claims_homeowners_figure(inputs)
	return en_claims_homeowners_figure(inputs)
});