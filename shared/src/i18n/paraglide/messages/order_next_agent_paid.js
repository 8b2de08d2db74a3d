import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Next_Agent_PaidInputs */

const en_order_next_agent_paid = /** @type {(inputs: Order_Next_Agent_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The plan is paid; your buyer's coverage starts on the date above.`)
};

const es_order_next_agent_paid = /** @type {(inputs: Order_Next_Agent_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El plan está pagado; la cobertura de su comprador comienza en la fecha indicada arriba.`)
};

/**
* | output |
* | --- |
* | "The plan is paid; your buyer's coverage starts on the date above." |
*
* @param {Order_Next_Agent_PaidInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_next_agent_paid = /** @type {((inputs?: Order_Next_Agent_PaidInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Next_Agent_PaidInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_next_agent_paid(inputs)
	return en_order_next_agent_paid(inputs)
});