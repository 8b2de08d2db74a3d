import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Party_LegendInputs */

const en_order_party_legend = /** @type {(inputs: Order_Party_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I am the`)
};

const es_order_party_legend = /** @type {(inputs: Order_Party_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Soy`)
};

/**
* | output |
* | --- |
* | "I am the" |
*
* @param {Order_Party_LegendInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_party_legend = /** @type {((inputs?: Order_Party_LegendInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Party_LegendInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_party_legend(inputs)
	return en_order_party_legend(inputs)
});