import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Choose_Plan_To_UpgradeInputs */

const en_order_choose_plan_to_upgrade = /** @type {(inputs: Order_Choose_Plan_To_UpgradeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose the plan to upgrade from your account.`)
};

const es_order_choose_plan_to_upgrade = /** @type {(inputs: Order_Choose_Plan_To_UpgradeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elija en su cuenta el plan que desea mejorar.`)
};

/**
* | output |
* | --- |
* | "Choose the plan to upgrade from your account." |
*
* @param {Order_Choose_Plan_To_UpgradeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_choose_plan_to_upgrade = /** @type {((inputs?: Order_Choose_Plan_To_UpgradeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Choose_Plan_To_UpgradeInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_choose_plan_to_upgrade(inputs)
	return en_order_choose_plan_to_upgrade(inputs)
});