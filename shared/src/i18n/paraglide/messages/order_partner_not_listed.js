import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Partner_Not_ListedInputs */

const en_order_partner_not_listed = /** @type {(inputs: Order_Partner_Not_ListedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not listed?`)
};

const es_order_partner_not_listed = /** @type {(inputs: Order_Partner_Not_ListedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿No aparece en la lista?`)
};

/**
* | output |
* | --- |
* | "Not listed?" |
*
* @param {Order_Partner_Not_ListedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_partner_not_listed = /** @type {((inputs?: Order_Partner_Not_ListedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Partner_Not_ListedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_partner_not_listed(inputs)
	return en_order_partner_not_listed(inputs)
});