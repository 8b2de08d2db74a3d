import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ policyNumber: NonNullable<unknown> }} Order_Confirm_Owner_ContractInputs */

const en_order_confirm_owner_contract = /** @type {(inputs: Order_Confirm_Owner_ContractInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Contract ${i?.policyNumber}`)
};

const es_order_confirm_owner_contract = /** @type {(inputs: Order_Confirm_Owner_ContractInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Contrato ${i?.policyNumber}`)
};

/**
* | output |
* | --- |
* | "Contract {policyNumber}" |
*
* @param {Order_Confirm_Owner_ContractInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_confirm_owner_contract = /** @type {((inputs: Order_Confirm_Owner_ContractInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Confirm_Owner_ContractInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_confirm_owner_contract(inputs)
	return en_order_confirm_owner_contract(inputs)
});