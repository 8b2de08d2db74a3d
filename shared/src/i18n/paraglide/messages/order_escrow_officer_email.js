import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Escrow_Officer_EmailInputs */

const en_order_escrow_officer_email = /** @type {(inputs: Order_Escrow_Officer_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Officer e-mail`)
};

const es_order_escrow_officer_email = /** @type {(inputs: Order_Escrow_Officer_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Correo electrónico del oficial`)
};

/**
* | output |
* | --- |
* | "Officer e-mail" |
*
* @param {Order_Escrow_Officer_EmailInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_escrow_officer_email = /** @type {((inputs?: Order_Escrow_Officer_EmailInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Escrow_Officer_EmailInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_escrow_officer_email(inputs)
	return en_order_escrow_officer_email(inputs)
});