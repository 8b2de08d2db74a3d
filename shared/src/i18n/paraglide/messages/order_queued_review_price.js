import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Queued_Review_PriceInputs */

const en_order_queued_review_price = /** @type {(inputs: Order_Queued_Review_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Review the new price`)
};

const es_order_queued_review_price = /** @type {(inputs: Order_Queued_Review_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revisar el nuevo precio`)
};

/**
* | output |
* | --- |
* | "Review the new price" |
*
* @param {Order_Queued_Review_PriceInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_queued_review_price = /** @type {((inputs?: Order_Queued_Review_PriceInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Queued_Review_PriceInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_queued_review_price(inputs)
	return en_order_queued_review_price(inputs)
});