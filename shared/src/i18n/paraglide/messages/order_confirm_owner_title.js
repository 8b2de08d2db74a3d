import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Confirm_Owner_TitleInputs */

const en_order_confirm_owner_title = /** @type {(inputs: Order_Confirm_Owner_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm Your Order`)
};

const es_order_confirm_owner_title = /** @type {(inputs: Order_Confirm_Owner_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirme su pedido`)
};

/**
* | output |
* | --- |
* | "Confirm Your Order" |
*
* @param {Order_Confirm_Owner_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_confirm_owner_title = /** @type {((inputs?: Order_Confirm_Owner_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Confirm_Owner_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_confirm_owner_title(inputs)
	return en_order_confirm_owner_title(inputs)
});