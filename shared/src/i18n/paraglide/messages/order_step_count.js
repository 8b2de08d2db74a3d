import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ step: NonNullable<unknown>, count: NonNullable<unknown> }} Order_Step_CountInputs */

const en_order_step_count = /** @type {(inputs: Order_Step_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Step ${i?.step} of ${i?.count}`)
};

const es_order_step_count = /** @type {(inputs: Order_Step_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Paso ${i?.step} de ${i?.count}`)
};

/**
* | output |
* | --- |
* | "Step {step} of {count}" |
*
* @param {Order_Step_CountInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_step_count = /** @type {((inputs: Order_Step_CountInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Step_CountInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_step_count(inputs)
	return en_order_step_count(inputs)
});