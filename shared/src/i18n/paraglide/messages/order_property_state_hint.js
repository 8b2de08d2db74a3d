import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ state: NonNullable<unknown> }} Order_Property_State_HintInputs */

const en_order_property_state_hint = /** @type {(inputs: Order_Property_State_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`State: ${i?.state}`)
};

const es_order_property_state_hint = /** @type {(inputs: Order_Property_State_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Estado: ${i?.state}`)
};

/**
* | output |
* | --- |
* | "State: {state}" |
*
* @param {Order_Property_State_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_property_state_hint = /** @type {((inputs: Order_Property_State_HintInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Property_State_HintInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_property_state_hint(inputs)
	return en_order_property_state_hint(inputs)
});