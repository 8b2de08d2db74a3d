import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ step: NonNullable<unknown> }} Order_Next_StepInputs */

const en_order_next_step = /** @type {(inputs: Order_Next_StepInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Next: ${i?.step}`)
};

const es_order_next_step = /** @type {(inputs: Order_Next_StepInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Siguiente: ${i?.step}`)
};

/**
* | output |
* | --- |
* | "Next: {step}" |
*
* @param {Order_Next_StepInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_next_step = /** @type {((inputs: Order_Next_StepInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Next_StepInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_next_step(inputs)
	return en_order_next_step(inputs)
});