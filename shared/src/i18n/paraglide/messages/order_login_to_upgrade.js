import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Login_To_UpgradeInputs */

const en_order_login_to_upgrade = /** @type {(inputs: Order_Login_To_UpgradeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please log in to upgrade your plan.`)
};

const es_order_login_to_upgrade = /** @type {(inputs: Order_Login_To_UpgradeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inicie sesión para mejorar su plan.`)
};

/**
* | output |
* | --- |
* | "Please log in to upgrade your plan." |
*
* @param {Order_Login_To_UpgradeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_login_to_upgrade = /** @type {((inputs?: Order_Login_To_UpgradeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Login_To_UpgradeInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_login_to_upgrade(inputs)
	return en_order_login_to_upgrade(inputs)
});