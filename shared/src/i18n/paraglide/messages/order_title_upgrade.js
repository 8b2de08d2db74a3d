import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Title_UpgradeInputs */

const en_order_title_upgrade = /** @type {(inputs: Order_Title_UpgradeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upgrade Your Home Warranty`)
};

const es_order_title_upgrade = /** @type {(inputs: Order_Title_UpgradeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mejorar el plan de su garantía para el hogar`)
};

/**
* | output |
* | --- |
* | "Upgrade Your Home Warranty" |
*
* @param {Order_Title_UpgradeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_title_upgrade = /** @type {((inputs?: Order_Title_UpgradeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Title_UpgradeInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_title_upgrade(inputs)
	return en_order_title_upgrade(inputs)
});