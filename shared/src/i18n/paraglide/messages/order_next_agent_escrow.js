import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Next_Agent_EscrowInputs */

const en_order_next_agent_escrow = /** @type {(inputs: Order_Next_Agent_EscrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The plan is invoiced to escrow: the total is due at closing, and your buyer's coverage starts at the close of escrow.`)
};

const es_order_next_agent_escrow = /** @type {(inputs: Order_Next_Agent_EscrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El plan se factura al depósito en garantía (escrow): el total se paga al cierre, y la cobertura de su comprador comienza al cierre del escrow.`)
};

/**
* | output |
* | --- |
* | "The plan is invoiced to escrow: the total is due at closing, and your buyer's coverage starts at the close of escrow." |
*
* @param {Order_Next_Agent_EscrowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_next_agent_escrow = /** @type {((inputs?: Order_Next_Agent_EscrowInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Next_Agent_EscrowInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_next_agent_escrow(inputs)
	return en_order_next_agent_escrow(inputs)
});