import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Close_Date_RequiredInputs */

const en_order_close_date_required = /** @type {(inputs: Order_Close_Date_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estimated close date is required.`)
};

const es_order_close_date_required = /** @type {(inputs: Order_Close_Date_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La fecha estimada de cierre es obligatoria.`)
};

/**
* | output |
* | --- |
* | "Estimated close date is required." |
*
* @param {Order_Close_Date_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_close_date_required = /** @type {((inputs?: Order_Close_Date_RequiredInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Close_Date_RequiredInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_close_date_required(inputs)
	return en_order_close_date_required(inputs)
});