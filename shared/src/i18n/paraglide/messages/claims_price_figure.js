import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Claims_Price_FigureInputs */

const en_claims_price_figure = /** @type {(inputs: Claims_Price_FigureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`$35/mo`)
};

const es_claims_price_figure = /** @type {(inputs: Claims_Price_FigureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`$35/mes`)
};

/**
* | output |
* | --- |
* | "$35/mo" |
*
* @param {Claims_Price_FigureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claims_price_figure = /** @type {((inputs?: Claims_Price_FigureInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claims_Price_FigureInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claims_price_figure(inputs)
	return en_claims_price_figure(inputs)
});