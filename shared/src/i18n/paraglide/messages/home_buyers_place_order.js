import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Buyers_Place_OrderInputs */

const en_home_buyers_place_order = /** @type {(inputs: Home_Buyers_Place_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Place an Order`)
};

const es_home_buyers_place_order = /** @type {(inputs: Home_Buyers_Place_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Haga una orden`)
};

/**
* | output |
* | --- |
* | "Place an Order" |
*
* @param {Home_Buyers_Place_OrderInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_buyers_place_order = /** @type {((inputs?: Home_Buyers_Place_OrderInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Buyers_Place_OrderInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_home_buyers_place_order(inputs)
	return en_home_buyers_place_order(inputs)
});