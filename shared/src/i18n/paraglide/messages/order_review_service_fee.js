import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ fee: NonNullable<unknown> }} Order_Review_Service_FeeInputs */

const en_order_review_service_fee = /** @type {(inputs: Order_Review_Service_FeeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.fee} service call fee`)
};

const es_order_review_service_fee = /** @type {(inputs: Order_Review_Service_FeeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`tarifa de visita de servicio de ${i?.fee}`)
};

/**
* | output |
* | --- |
* | "{fee} service call fee" |
*
* @param {Order_Review_Service_FeeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_review_service_fee = /** @type {((inputs: Order_Review_Service_FeeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Review_Service_FeeInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_review_service_fee(inputs)
	return en_order_review_service_fee(inputs)
});