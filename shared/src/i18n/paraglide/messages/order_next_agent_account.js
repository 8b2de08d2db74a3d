import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Next_Agent_AccountInputs */

const en_order_next_agent_account = /** @type {(inputs: Order_Next_Agent_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The order is in your account with your other orders.`)
};

const es_order_next_agent_account = /** @type {(inputs: Order_Next_Agent_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El pedido está en su cuenta junto con sus demás pedidos.`)
};

/**
* | output |
* | --- |
* | "The order is in your account with your other orders." |
*
* @param {Order_Next_Agent_AccountInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_next_agent_account = /** @type {((inputs?: Order_Next_Agent_AccountInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Next_Agent_AccountInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_next_agent_account(inputs)
	return en_order_next_agent_account(inputs)
});