import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Start_TitleInputs */

const en_order_start_title = /** @type {(inputs: Order_Start_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start Your Order`)
};

const es_order_start_title = /** @type {(inputs: Order_Start_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comience su pedido`)
};

/**
* | output |
* | --- |
* | "Start Your Order" |
*
* @param {Order_Start_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_start_title = /** @type {((inputs?: Order_Start_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Start_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_start_title(inputs)
	return en_order_start_title(inputs)
});