import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Review_BuyerInputs */

const en_order_review_buyer = /** @type {(inputs: Order_Review_BuyerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buyer`)
};

const es_order_review_buyer = /** @type {(inputs: Order_Review_BuyerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comprador`)
};

/**
* | output |
* | --- |
* | "Buyer" |
*
* @param {Order_Review_BuyerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_review_buyer = /** @type {((inputs?: Order_Review_BuyerInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Review_BuyerInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_review_buyer(inputs)
	return en_order_review_buyer(inputs)
});