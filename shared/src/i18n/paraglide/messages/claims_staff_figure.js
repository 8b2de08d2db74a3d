import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Claims_Staff_FigureInputs */

const en_claims_staff_figure = /** @type {(inputs: Claims_Staff_FigureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`200+`)
};

const es_claims_staff_figure = /** @type {(inputs: Claims_Staff_FigureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Más de 200`)
};

/**
* | output |
* | --- |
* | "200+" |
*
* @param {Claims_Staff_FigureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claims_staff_figure = /** @type {((inputs?: Claims_Staff_FigureInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claims_Staff_FigureInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claims_staff_figure(inputs)
	return en_claims_staff_figure(inputs)
});