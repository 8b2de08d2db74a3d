import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Escrow_Officer_NameInputs */

const en_order_escrow_officer_name = /** @type {(inputs: Order_Escrow_Officer_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Officer name`)
};

const es_order_escrow_officer_name = /** @type {(inputs: Order_Escrow_Officer_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombre del oficial`)
};

/**
* | output |
* | --- |
* | "Officer name" |
*
* @param {Order_Escrow_Officer_NameInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_escrow_officer_name = /** @type {((inputs?: Order_Escrow_Officer_NameInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Escrow_Officer_NameInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_escrow_officer_name(inputs)
	return en_order_escrow_officer_name(inputs)
});