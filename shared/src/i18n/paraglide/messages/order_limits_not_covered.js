import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Limits_Not_CoveredInputs */

const en_order_limits_not_covered = /** @type {(inputs: Order_Limits_Not_CoveredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not Covered`)
};

const es_order_limits_not_covered = /** @type {(inputs: Order_Limits_Not_CoveredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No cubierto`)
};

/**
* | output |
* | --- |
* | "Not Covered" |
*
* @param {Order_Limits_Not_CoveredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_limits_not_covered = /** @type {((inputs?: Order_Limits_Not_CoveredInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Limits_Not_CoveredInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_limits_not_covered(inputs)
	return en_order_limits_not_covered(inputs)
});