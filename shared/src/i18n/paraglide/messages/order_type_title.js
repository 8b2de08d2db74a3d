import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Type_TitleInputs */

const en_order_type_title = /** @type {(inputs: Order_Type_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Which best describes you?`)
};

const es_order_type_title = /** @type {(inputs: Order_Type_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Cuál lo describe mejor?`)
};

/**
* | output |
* | --- |
* | "Which best describes you?" |
*
* @param {Order_Type_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_type_title = /** @type {((inputs?: Order_Type_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Type_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_type_title(inputs)
	return en_order_type_title(inputs)
});