import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Claims_Assign_FigureInputs */

const en_claims_assign_figure = /** @type {(inputs: Claims_Assign_FigureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`24 hours`)
};

const es_claims_assign_figure = /** @type {(inputs: Claims_Assign_FigureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`24 horas`)
};

/**
* | output |
* | --- |
* | "24 hours" |
*
* @param {Claims_Assign_FigureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claims_assign_figure = /** @type {((inputs?: Claims_Assign_FigureInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claims_Assign_FigureInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claims_assign_figure(inputs)
	return en_claims_assign_figure(inputs)
});