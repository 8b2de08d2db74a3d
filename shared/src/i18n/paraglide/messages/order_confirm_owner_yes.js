import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Confirm_Owner_YesInputs */

const en_order_confirm_owner_yes = /** @type {(inputs: Order_Confirm_Owner_YesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Yes, add it to my account`)
};

const es_order_confirm_owner_yes = /** @type {(inputs: Order_Confirm_Owner_YesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sí, agréguelo a mi cuenta`)
};

/**
* | output |
* | --- |
* | "Yes, add it to my account" |
*
* @param {Order_Confirm_Owner_YesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_confirm_owner_yes = /** @type {((inputs?: Order_Confirm_Owner_YesInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Confirm_Owner_YesInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_confirm_owner_yes(inputs)
	return en_order_confirm_owner_yes(inputs)
});