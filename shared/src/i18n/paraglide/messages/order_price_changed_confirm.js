import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ total: NonNullable<unknown>, monthly: NonNullable<unknown>, was: NonNullable<unknown> }} Order_Price_Changed_ConfirmInputs */

const en_order_price_changed_confirm = /** @type {(inputs: Order_Price_Changed_ConfirmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The total of this order is now ${i?.total} (${i?.monthly}/mo); it was ${i?.was}.
Place the order at the new price?`)
};

const es_order_price_changed_confirm = /** @type {(inputs: Order_Price_Changed_ConfirmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El total de este pedido ahora es ${i?.total} (${i?.monthly}/mes); antes era ${i?.was}.
¿Desea hacer el pedido al nuevo precio?`)
};

/**
* | output |
* | --- |
* | "The total of this order is now {total} ({monthly}/mo); it was {was}. Place the order at the new price?" |
*
* @param {Order_Price_Changed_ConfirmInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_price_changed_confirm = /** @type {((inputs: Order_Price_Changed_ConfirmInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Price_Changed_ConfirmInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_price_changed_confirm(inputs)
	return en_order_price_changed_confirm(inputs)
});