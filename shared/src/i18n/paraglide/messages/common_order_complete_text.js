import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_Order_Complete_TextInputs */

const en_common_order_complete_text = /** @type {(inputs: Common_Order_Complete_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your order has been successfully completed.`)
};

const es_common_order_complete_text = /** @type {(inputs: Common_Order_Complete_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Su orden se completó correctamente.`)
};

/**
* | output |
* | --- |
* | "Your order has been successfully completed." |
*
* @param {Common_Order_Complete_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_order_complete_text = /** @type {((inputs?: Common_Order_Complete_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Order_Complete_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_common_order_complete_text(inputs)
	return en_common_order_complete_text(inputs)
});