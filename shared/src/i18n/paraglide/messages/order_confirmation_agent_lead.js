import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ brand: NonNullable<unknown> }} Order_Confirmation_Agent_LeadInputs */

const en_order_confirmation_agent_lead = /** @type {(inputs: Order_Confirmation_Agent_LeadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your buyer's order is placed. Thank you for ordering with ${i?.brand}.`)
};

const es_order_confirmation_agent_lead = /** @type {(inputs: Order_Confirmation_Agent_LeadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El pedido de su comprador está hecho. Gracias por hacer su pedido con ${i?.brand}.`)
};

/**
* | output |
* | --- |
* | "Your buyer's order is placed. Thank you for ordering with {brand}." |
*
* @param {Order_Confirmation_Agent_LeadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_confirmation_agent_lead = /** @type {((inputs: Order_Confirmation_Agent_LeadInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Confirmation_Agent_LeadInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_confirmation_agent_lead(inputs)
	return en_order_confirmation_agent_lead(inputs)
});