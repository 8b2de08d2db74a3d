import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Confirm_Owner_NoInputs */

const en_order_confirm_owner_no = /** @type {(inputs: Order_Confirm_Owner_NoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This is not my order`)
};

const es_order_confirm_owner_no = /** @type {(inputs: Order_Confirm_Owner_NoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este no es mi pedido`)
};

/**
* | output |
* | --- |
* | "This is not my order" |
*
* @param {Order_Confirm_Owner_NoInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_confirm_owner_no = /** @type {((inputs?: Order_Confirm_Owner_NoInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Confirm_Owner_NoInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_confirm_owner_no(inputs)
	return en_order_confirm_owner_no(inputs)
});