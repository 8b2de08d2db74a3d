import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Quick_Offline_No_PlansInputs */

const en_order_quick_offline_no_plans = /** @type {(inputs: Order_Quick_Offline_No_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are offline and the plans for this home are not saved on this device. Please try again when you are back online.`)
};

const es_order_quick_offline_no_plans = /** @type {(inputs: Order_Quick_Offline_No_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No tiene conexión y los planes para esta vivienda no están guardados en este dispositivo. Inténtelo de nuevo cuando vuelva a estar en línea.`)
};

/**
* | output |
* | --- |
* | "You are offline and the plans for this home are not saved on this device. Please try again when you are back online." |
*
* @param {Order_Quick_Offline_No_PlansInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_quick_offline_no_plans = /** @type {((inputs?: Order_Quick_Offline_No_PlansInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Quick_Offline_No_PlansInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_quick_offline_no_plans(inputs)
	return en_order_quick_offline_no_plans(inputs)
});