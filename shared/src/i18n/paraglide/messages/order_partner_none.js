import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Partner_NoneInputs */

const en_order_partner_none = /** @type {(inputs: Order_Partner_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`None chosen`)
};

const es_order_partner_none = /** @type {(inputs: Order_Partner_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ninguno elegido`)
};

/**
* | output |
* | --- |
* | "None chosen" |
*
* @param {Order_Partner_NoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_partner_none = /** @type {((inputs?: Order_Partner_NoneInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Partner_NoneInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_partner_none(inputs)
	return en_order_partner_none(inputs)
});