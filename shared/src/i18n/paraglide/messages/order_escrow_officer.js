import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Escrow_OfficerInputs */

const en_order_escrow_officer = /** @type {(inputs: Order_Escrow_OfficerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escrow or title officer`)
};

const es_order_escrow_officer = /** @type {(inputs: Order_Escrow_OfficerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Oficial de escrow o de título`)
};

/**
* | output |
* | --- |
* | "Escrow or title officer" |
*
* @param {Order_Escrow_OfficerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_escrow_officer = /** @type {((inputs?: Order_Escrow_OfficerInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Escrow_OfficerInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_escrow_officer(inputs)
	return en_order_escrow_officer(inputs)
});