import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Unit_YearInputs */

const en_order_unit_year = /** @type {(inputs: Order_Unit_YearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`/year`)
};

const es_order_unit_year = /** @type {(inputs: Order_Unit_YearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`/año`)
};

/**
* | output |
* | --- |
* | "/year" |
*
* @param {Order_Unit_YearInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_unit_year = /** @type {((inputs?: Order_Unit_YearInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Unit_YearInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_unit_year(inputs)
	return en_order_unit_year(inputs)
});