import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ fee: NonNullable<unknown>, offset: NonNullable<unknown> }} Order_Service_Fee_OffsetInputs */

const en_order_service_fee_offset = /** @type {(inputs: Order_Service_Fee_OffsetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.fee} (${i?.offset}/year)`)
};

const es_order_service_fee_offset = /** @type {(inputs: Order_Service_Fee_OffsetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.fee} (${i?.offset}/año)`)
};

/**
* | output |
* | --- |
* | "{fee} ({offset}/year)" |
*
* @param {Order_Service_Fee_OffsetInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_service_fee_offset = /** @type {((inputs: Order_Service_Fee_OffsetInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Service_Fee_OffsetInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_service_fee_offset(inputs)
	return en_order_service_fee_offset(inputs)
});