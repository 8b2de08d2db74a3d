import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ role: NonNullable<unknown> }} Order_Partner_NounInputs */

const en_order_partner_noun = /** @type {(inputs: Order_Partner_NounInputs) => LocalizedString} */ (i) => {
	if (i?.role === "buyerAgent") return /** @type {LocalizedString} */ (`Buyer's Agent`);
	if (i?.role === "sellerAgent") return /** @type {LocalizedString} */ (`Listing Agent`);
	if (i?.role === "titleCompany") return /** @type {LocalizedString} */ (`Escrow Officer`);
	if (i?.role === "loanOfficer") return /** @type {LocalizedString} */ (`Loan Officer`);
	return /** @type {LocalizedString} */ (`Agent Assistant`)
	
};

const es_order_partner_noun = /** @type {(inputs: Order_Partner_NounInputs) => LocalizedString} */ (i) => {
	if (i?.role === "buyerAgent") return /** @type {LocalizedString} */ (`agente del comprador`);
	if (i?.role === "sellerAgent") return /** @type {LocalizedString} */ (`agente del vendedor`);
	if (i?.role === "titleCompany") return /** @type {LocalizedString} */ (`oficial de escrow`);
	if (i?.role === "loanOfficer") return /** @type {LocalizedString} */ (`oficial de préstamos`);
	return /** @type {LocalizedString} */ (`asistente de agente`)
	
};

/**
* | role | output |
* | --- | --- |
* | "buyerAgent" | "Buyer's Agent" |
* | "sellerAgent" | "Listing Agent" |
* | "titleCompany" | "Escrow Officer" |
* | "loanOfficer" | "Loan Officer" |
* | * | "Agent Assistant" |
*
* @param {Order_Partner_NounInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_partner_noun = /** @type {((inputs: Order_Partner_NounInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Partner_NounInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_partner_noun(inputs)
	return en_order_partner_noun(inputs)
});