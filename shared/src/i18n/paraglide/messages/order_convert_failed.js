import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ phone: NonNullable<unknown> }} Order_Convert_FailedInputs */

const en_order_convert_failed = /** @type {(inputs: Order_Convert_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We could not load the listing coverage to convert. Please call us at ${i?.phone}.`)
};

const es_order_convert_failed = /** @type {(inputs: Order_Convert_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No pudimos cargar la cobertura durante la venta que se va a convertir. Llámenos al ${i?.phone}.`)
};

/**
* | output |
* | --- |
* | "We could not load the listing coverage to convert. Please call us at {phone}." |
*
* @param {Order_Convert_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_convert_failed = /** @type {((inputs: Order_Convert_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Convert_FailedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_convert_failed(inputs)
	return en_order_convert_failed(inputs)
});