import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Auto_RenewInputs */

const en_order_auto_renew = /** @type {(inputs: Order_Auto_RenewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Renew my plan automatically each year, with the auto-renew discount`)
};

const es_order_auto_renew = /** @type {(inputs: Order_Auto_RenewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Renovar mi plan automáticamente cada año, con el descuento por renovación automática`)
};

/**
* | output |
* | --- |
* | "Renew my plan automatically each year, with the auto-renew discount" |
*
* @param {Order_Auto_RenewInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_auto_renew = /** @type {((inputs?: Order_Auto_RenewInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Auto_RenewInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_auto_renew(inputs)
	return en_order_auto_renew(inputs)
});