import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Address_UseInputs */

const en_order_address_use = /** @type {(inputs: Order_Address_UseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use this address`)
};

const es_order_address_use = /** @type {(inputs: Order_Address_UseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Usar esta dirección`)
};

/**
* | output |
* | --- |
* | "Use this address" |
*
* @param {Order_Address_UseInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_address_use = /** @type {((inputs?: Order_Address_UseInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Address_UseInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_address_use(inputs)
	return en_order_address_use(inputs)
});