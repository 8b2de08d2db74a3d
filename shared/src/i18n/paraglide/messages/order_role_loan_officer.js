import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Role_Loan_OfficerInputs */

const en_order_role_loan_officer = /** @type {(inputs: Order_Role_Loan_OfficerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loan Officer`)
};

const es_order_role_loan_officer = /** @type {(inputs: Order_Role_Loan_OfficerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Oficial de préstamos`)
};

/**
* | output |
* | --- |
* | "Loan Officer" |
*
* @param {Order_Role_Loan_OfficerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_role_loan_officer = /** @type {((inputs?: Order_Role_Loan_OfficerInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Role_Loan_OfficerInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_role_loan_officer(inputs)
	return en_order_role_loan_officer(inputs)
});