import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Step_PartnersInputs */

const en_order_step_partners = /** @type {(inputs: Order_Step_PartnersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partners`)
};

const es_order_step_partners = /** @type {(inputs: Order_Step_PartnersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Socios`)
};

/**
* | output |
* | --- |
* | "Partners" |
*
* @param {Order_Step_PartnersInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_step_partners = /** @type {((inputs?: Order_Step_PartnersInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Step_PartnersInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_step_partners(inputs)
	return en_order_step_partners(inputs)
});