import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ role: NonNullable<unknown>, term: NonNullable<unknown> }} Order_Partner_No_MatchInputs */

const en_order_partner_no_match = /** @type {(inputs: Order_Partner_No_MatchInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No ${i?.role} matches “${i?.term}”.`)
};

const es_order_partner_no_match = /** @type {(inputs: Order_Partner_No_MatchInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ningún ${i?.role} coincide con “${i?.term}”.`)
};

/**
* | output |
* | --- |
* | "No {role} matches “{term}”." |
*
* @param {Order_Partner_No_MatchInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_partner_no_match = /** @type {((inputs: Order_Partner_No_MatchInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Partner_No_MatchInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_partner_no_match(inputs)
	return en_order_partner_no_match(inputs)
});