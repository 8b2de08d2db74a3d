import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Steps_LabelInputs */

const en_order_steps_label = /** @type {(inputs: Order_Steps_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Order steps`)
};

const es_order_steps_label = /** @type {(inputs: Order_Steps_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pasos del pedido`)
};

/**
* | output |
* | --- |
* | "Order steps" |
*
* @param {Order_Steps_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_steps_label = /** @type {((inputs?: Order_Steps_LabelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Steps_LabelInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_steps_label(inputs)
	return en_order_steps_label(inputs)
});