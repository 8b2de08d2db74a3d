import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_Order_Complete_TitleInputs */

const en_common_order_complete_title = /** @type {(inputs: Common_Order_Complete_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Order Completed`)
};

const es_common_order_complete_title = /** @type {(inputs: Common_Order_Complete_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Orden completada`)
};

/**
* | output |
* | --- |
* | "Order Completed" |
*
* @param {Common_Order_Complete_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_order_complete_title = /** @type {((inputs?: Common_Order_Complete_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Order_Complete_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_common_order_complete_title(inputs)
	return en_common_order_complete_title(inputs)
});