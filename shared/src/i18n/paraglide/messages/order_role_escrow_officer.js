import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Role_Escrow_OfficerInputs */

const en_order_role_escrow_officer = /** @type {(inputs: Order_Role_Escrow_OfficerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escrow Officer`)
};

const es_order_role_escrow_officer = /** @type {(inputs: Order_Role_Escrow_OfficerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Oficial de escrow`)
};

/**
* | output |
* | --- |
* | "Escrow Officer" |
*
* @param {Order_Role_Escrow_OfficerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_role_escrow_officer = /** @type {((inputs?: Order_Role_Escrow_OfficerInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Role_Escrow_OfficerInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_role_escrow_officer(inputs)
	return en_order_role_escrow_officer(inputs)
});