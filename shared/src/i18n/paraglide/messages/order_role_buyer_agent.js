import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Role_Buyer_AgentInputs */

const en_order_role_buyer_agent = /** @type {(inputs: Order_Role_Buyer_AgentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buyer's Agent`)
};

const es_order_role_buyer_agent = /** @type {(inputs: Order_Role_Buyer_AgentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Agente del comprador`)
};

/**
* | output |
* | --- |
* | "Buyer's Agent" |
*
* @param {Order_Role_Buyer_AgentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_role_buyer_agent = /** @type {((inputs?: Order_Role_Buyer_AgentInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Role_Buyer_AgentInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_role_buyer_agent(inputs)
	return en_order_role_buyer_agent(inputs)
});