import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Service_FeeInputs */

const en_order_service_fee = /** @type {(inputs: Order_Service_FeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Service call fee`)
};

const es_order_service_fee = /** @type {(inputs: Order_Service_FeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tarifa de visita de servicio`)
};

/**
* | output |
* | --- |
* | "Service call fee" |
*
* @param {Order_Service_FeeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_service_fee = /** @type {((inputs?: Order_Service_FeeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Service_FeeInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_service_fee(inputs)
	return en_order_service_fee(inputs)
});