import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Confirmation_Next_TitleInputs */

const en_order_confirmation_next_title = /** @type {(inputs: Order_Confirmation_Next_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What happens next`)
};

const es_order_confirmation_next_title = /** @type {(inputs: Order_Confirmation_Next_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qué sigue`)
};

/**
* | output |
* | --- |
* | "What happens next" |
*
* @param {Order_Confirmation_Next_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_confirmation_next_title = /** @type {((inputs?: Order_Confirmation_Next_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Confirmation_Next_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_confirmation_next_title(inputs)
	return en_order_confirmation_next_title(inputs)
});