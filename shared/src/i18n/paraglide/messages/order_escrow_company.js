import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Escrow_CompanyInputs */

const en_order_escrow_company = /** @type {(inputs: Order_Escrow_CompanyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escrow or title company`)
};

const es_order_escrow_company = /** @type {(inputs: Order_Escrow_CompanyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compañía de escrow o de títulos`)
};

/**
* | output |
* | --- |
* | "Escrow or title company" |
*
* @param {Order_Escrow_CompanyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_escrow_company = /** @type {((inputs?: Order_Escrow_CompanyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Escrow_CompanyInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_escrow_company(inputs)
	return en_order_escrow_company(inputs)
});