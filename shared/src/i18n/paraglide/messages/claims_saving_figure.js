import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Claims_Saving_FigureInputs */

const en_claims_saving_figure = /** @type {(inputs: Claims_Saving_FigureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`$200`)
};

const es_claims_saving_figure = /** @type {(inputs: Claims_Saving_FigureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`$200`)
};

/**
* | output |
* | --- |
* | "$200" |
*
* @param {Claims_Saving_FigureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claims_saving_figure = /** @type {((inputs?: Claims_Saving_FigureInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claims_Saving_FigureInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claims_saving_figure(inputs)
	return en_claims_saving_figure(inputs)
});