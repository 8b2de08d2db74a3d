import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Partner_SaveInputs */

const en_order_partner_save = /** @type {(inputs: Order_Partner_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save and choose`)
};

const es_order_partner_save = /** @type {(inputs: Order_Partner_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardar y elegir`)
};

/**
* | output |
* | --- |
* | "Save and choose" |
*
* @param {Order_Partner_SaveInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_partner_save = /** @type {((inputs?: Order_Partner_SaveInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Partner_SaveInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_partner_save(inputs)
	return en_order_partner_save(inputs)
});