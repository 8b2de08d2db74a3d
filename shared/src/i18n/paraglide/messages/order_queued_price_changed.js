import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ total: NonNullable<unknown>, was: NonNullable<unknown> }} Order_Queued_Price_ChangedInputs */

const en_order_queued_price_changed = /** @type {(inputs: Order_Queued_Price_ChangedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This order now costs ${i?.total}; it was ${i?.was}.
Place it at the new price?`)
};

const es_order_queued_price_changed = /** @type {(inputs: Order_Queued_Price_ChangedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Este pedido ahora cuesta ${i?.total}; antes costaba ${i?.was}.
¿Desea hacerlo al nuevo precio?`)
};

/**
* | output |
* | --- |
* | "This order now costs {total}; it was {was}. Place it at the new price?" |
*
* @param {Order_Queued_Price_ChangedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_queued_price_changed = /** @type {((inputs: Order_Queued_Price_ChangedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Queued_Price_ChangedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_queued_price_changed(inputs)
	return en_order_queued_price_changed(inputs)
});