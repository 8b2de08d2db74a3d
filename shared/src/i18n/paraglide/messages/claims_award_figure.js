import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Claims_Award_FigureInputs */

const en_claims_award_figure = /** @type {(inputs: Claims_Award_FigureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Best in region`)
};

const es_claims_award_figure = /** @type {(inputs: Claims_Award_FigureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mejor de la región`)
};

/**
* | output |
* | --- |
* | "Best in region" |
*
* @param {Claims_Award_FigureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claims_award_figure = /** @type {((inputs?: Claims_Award_FigureInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claims_Award_FigureInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claims_award_figure(inputs)
	return en_claims_award_figure(inputs)
});