import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Login_To_RenewInputs */

const en_order_login_to_renew = /** @type {(inputs: Order_Login_To_RenewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please log in to renew your plan.`)
};

const es_order_login_to_renew = /** @type {(inputs: Order_Login_To_RenewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inicie sesión para renovar su plan.`)
};

/**
* | output |
* | --- |
* | "Please log in to renew your plan." |
*
* @param {Order_Login_To_RenewInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_login_to_renew = /** @type {((inputs?: Order_Login_To_RenewInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Login_To_RenewInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_login_to_renew(inputs)
	return en_order_login_to_renew(inputs)
});