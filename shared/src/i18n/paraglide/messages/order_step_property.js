import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Step_PropertyInputs */

const en_order_step_property = /** @type {(inputs: Order_Step_PropertyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Property`)
};

const es_order_step_property = /** @type {(inputs: Order_Step_PropertyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Propiedad`)
};

/**
* | output |
* | --- |
* | "Property" |
*
* @param {Order_Step_PropertyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_step_property = /** @type {((inputs?: Order_Step_PropertyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Step_PropertyInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_step_property(inputs)
	return en_order_step_property(inputs)
});