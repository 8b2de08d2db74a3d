import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Role_Agent_AssistantInputs */

const en_order_role_agent_assistant = /** @type {(inputs: Order_Role_Agent_AssistantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Agent Assistant`)
};

const es_order_role_agent_assistant = /** @type {(inputs: Order_Role_Agent_AssistantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Asistente de agente`)
};

/**
* | output |
* | --- |
* | "Agent Assistant" |
*
* @param {Order_Role_Agent_AssistantInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_role_agent_assistant = /** @type {((inputs?: Order_Role_Agent_AssistantInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Role_Agent_AssistantInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_role_agent_assistant(inputs)
	return en_order_role_agent_assistant(inputs)
});