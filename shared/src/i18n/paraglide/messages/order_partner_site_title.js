import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Partner_Site_TitleInputs */

const en_order_partner_site_title = /** @type {(inputs: Order_Partner_Site_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ordering continues with our partner`)
};

const es_order_partner_site_title = /** @type {(inputs: Order_Partner_Site_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El pedido continúa con nuestro socio`)
};

/**
* | output |
* | --- |
* | "Ordering continues with our partner" |
*
* @param {Order_Partner_Site_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_partner_site_title = /** @type {((inputs?: Order_Partner_Site_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Partner_Site_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_partner_site_title(inputs)
	return en_order_partner_site_title(inputs)
});