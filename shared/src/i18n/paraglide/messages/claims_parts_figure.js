import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Claims_Parts_FigureInputs */

const en_claims_parts_figure = /** @type {(inputs: Claims_Parts_FigureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`9,000+`)
};

const es_claims_parts_figure = /** @type {(inputs: Claims_Parts_FigureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Más de 9,000`)
};

/**
* | output |
* | --- |
* | "9,000+" |
*
* @param {Claims_Parts_FigureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claims_parts_figure = /** @type {((inputs?: Claims_Parts_FigureInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claims_Parts_FigureInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claims_parts_figure(inputs)
	return en_claims_parts_figure(inputs)
});