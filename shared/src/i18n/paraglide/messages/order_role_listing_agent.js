import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Role_Listing_AgentInputs */

const en_order_role_listing_agent = /** @type {(inputs: Order_Role_Listing_AgentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Listing Agent`)
};

const es_order_role_listing_agent = /** @type {(inputs: Order_Role_Listing_AgentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Agente del vendedor`)
};

/**
* | output |
* | --- |
* | "Listing Agent" |
*
* @param {Order_Role_Listing_AgentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_role_listing_agent = /** @type {((inputs?: Order_Role_Listing_AgentInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Role_Listing_AgentInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_role_listing_agent(inputs)
	return en_order_role_listing_agent(inputs)
});