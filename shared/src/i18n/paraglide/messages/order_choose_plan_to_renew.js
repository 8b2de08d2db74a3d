import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Choose_Plan_To_RenewInputs */

const en_order_choose_plan_to_renew = /** @type {(inputs: Order_Choose_Plan_To_RenewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose the plan to renew from your account.`)
};

const es_order_choose_plan_to_renew = /** @type {(inputs: Order_Choose_Plan_To_RenewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elija en su cuenta el plan que desea renovar.`)
};

/**
* | output |
* | --- |
* | "Choose the plan to renew from your account." |
*
* @param {Order_Choose_Plan_To_RenewInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_choose_plan_to_renew = /** @type {((inputs?: Order_Choose_Plan_To_RenewInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Choose_Plan_To_RenewInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_choose_plan_to_renew(inputs)
	return en_order_choose_plan_to_renew(inputs)
});