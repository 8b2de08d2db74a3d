import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Failed_ConnectionInputs */

const en_order_failed_connection = /** @type {(inputs: Order_Failed_ConnectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The connection was lost before the order was confirmed. Please try again when you are online: sending it again never orders twice.`)
};

const es_order_failed_connection = /** @type {(inputs: Order_Failed_ConnectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se perdió la conexión antes de que se confirmara el pedido. Inténtelo de nuevo cuando esté en línea: enviarlo otra vez nunca hace el pedido dos veces.`)
};

/**
* | output |
* | --- |
* | "The connection was lost before the order was confirmed. Please try again when you are online: sending it again never orders twice." |
*
* @param {Order_Failed_ConnectionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_failed_connection = /** @type {((inputs?: Order_Failed_ConnectionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Failed_ConnectionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_failed_connection(inputs)
	return en_order_failed_connection(inputs)
});