import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Title_RenewInputs */

const en_order_title_renew = /** @type {(inputs: Order_Title_RenewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Renew Your Home Warranty`)
};

const es_order_title_renew = /** @type {(inputs: Order_Title_RenewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Renovar su garantía para el hogar`)
};

/**
* | output |
* | --- |
* | "Renew Your Home Warranty" |
*
* @param {Order_Title_RenewInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_title_renew = /** @type {((inputs?: Order_Title_RenewInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Title_RenewInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_title_renew(inputs)
	return en_order_title_renew(inputs)
});