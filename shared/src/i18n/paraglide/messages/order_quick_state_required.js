import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Quick_State_RequiredInputs */

const en_order_quick_state_required = /** @type {(inputs: Order_Quick_State_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`State is required.`)
};

const es_order_quick_state_required = /** @type {(inputs: Order_Quick_State_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El estado es obligatorio.`)
};

/**
* | output |
* | --- |
* | "State is required." |
*
* @param {Order_Quick_State_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_quick_state_required = /** @type {((inputs?: Order_Quick_State_RequiredInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Quick_State_RequiredInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_quick_state_required(inputs)
	return en_order_quick_state_required(inputs)
});