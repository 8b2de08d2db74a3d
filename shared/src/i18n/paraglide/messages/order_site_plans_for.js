import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Site_Plans_ForInputs */

const en_order_site_plans_for = /** @type {(inputs: Order_Site_Plans_ForInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show plans for`)
};

const es_order_site_plans_for = /** @type {(inputs: Order_Site_Plans_ForInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mostrar planes para`)
};

/**
* | output |
* | --- |
* | "Show plans for" |
*
* @param {Order_Site_Plans_ForInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_site_plans_for = /** @type {((inputs?: Order_Site_Plans_ForInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Site_Plans_ForInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_site_plans_for(inputs)
	return en_order_site_plans_for(inputs)
});