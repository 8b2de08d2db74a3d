import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Buyers_Callout_Reps_TextInputs */

const en_home_buyers_callout_reps_text = /** @type {(inputs: Home_Buyers_Callout_Reps_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A representative in your market for training, brochures and orders.`)
};

const es_home_buyers_callout_reps_text = /** @type {(inputs: Home_Buyers_Callout_Reps_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un representante en su mercado para capacitación, folletos y órdenes.`)
};

/**
* | output |
* | --- |
* | "A representative in your market for training, brochures and orders." |
*
* @param {Home_Buyers_Callout_Reps_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_buyers_callout_reps_text = /** @type {((inputs?: Home_Buyers_Callout_Reps_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Buyers_Callout_Reps_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_home_buyers_callout_reps_text(inputs)
	return en_home_buyers_callout_reps_text(inputs)
});