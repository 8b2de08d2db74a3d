import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Party_RequiredInputs */

const en_order_party_required = /** @type {(inputs: Order_Party_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please choose who is placing the order.`)
};

const es_order_party_required = /** @type {(inputs: Order_Party_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Indique quién hace el pedido.`)
};

/**
* | output |
* | --- |
* | "Please choose who is placing the order." |
*
* @param {Order_Party_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_party_required = /** @type {((inputs?: Order_Party_RequiredInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Party_RequiredInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_party_required(inputs)
	return en_order_party_required(inputs)
});