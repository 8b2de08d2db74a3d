import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Queued_Not_PlacedInputs */

const en_order_queued_not_placed = /** @type {(inputs: Order_Queued_Not_PlacedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not placed`)
};

const es_order_queued_not_placed = /** @type {(inputs: Order_Queued_Not_PlacedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se hizo el pedido`)
};

/**
* | output |
* | --- |
* | "Not placed" |
*
* @param {Order_Queued_Not_PlacedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_queued_not_placed = /** @type {((inputs?: Order_Queued_Not_PlacedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Queued_Not_PlacedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_queued_not_placed(inputs)
	return en_order_queued_not_placed(inputs)
});