import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Go_To_AccountInputs */

const en_order_go_to_account = /** @type {(inputs: Order_Go_To_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Go to your account`)
};

const es_order_go_to_account = /** @type {(inputs: Order_Go_To_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ir a su cuenta`)
};

/**
* | output |
* | --- |
* | "Go to your account" |
*
* @param {Order_Go_To_AccountInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_go_to_account = /** @type {((inputs?: Order_Go_To_AccountInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Go_To_AccountInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_go_to_account(inputs)
	return en_order_go_to_account(inputs)
});