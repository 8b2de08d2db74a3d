import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Choose_StateInputs */

const en_order_choose_state = /** @type {(inputs: Order_Choose_StateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose A State`)
};

const es_order_choose_state = /** @type {(inputs: Order_Choose_StateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elija un estado`)
};

/**
* | output |
* | --- |
* | "Choose A State" |
*
* @param {Order_Choose_StateInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_choose_state = /** @type {((inputs?: Order_Choose_StateInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Choose_StateInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_choose_state(inputs)
	return en_order_choose_state(inputs)
});