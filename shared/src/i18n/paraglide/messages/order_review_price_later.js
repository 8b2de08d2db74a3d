import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Review_Price_LaterInputs */

const en_order_review_price_later = /** @type {(inputs: Order_Review_Price_LaterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The price appears here once a plan is chosen.`)
};

const es_order_review_price_later = /** @type {(inputs: Order_Review_Price_LaterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El precio aparece aquí una vez que elija un plan.`)
};

/**
* | output |
* | --- |
* | "The price appears here once a plan is chosen." |
*
* @param {Order_Review_Price_LaterInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_review_price_later = /** @type {((inputs?: Order_Review_Price_LaterInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Review_Price_LaterInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_review_price_later(inputs)
	return en_order_review_price_later(inputs)
});