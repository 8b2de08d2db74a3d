import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Buyers_Quick_Order_LoadingInputs */

const en_home_buyers_quick_order_loading = /** @type {(inputs: Home_Buyers_Quick_Order_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading the quick order form…`)
};

const es_home_buyers_quick_order_loading = /** @type {(inputs: Home_Buyers_Quick_Order_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando el formulario de orden rápida…`)
};

/**
* | output |
* | --- |
* | "Loading the quick order form…" |
*
* @param {Home_Buyers_Quick_Order_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_buyers_quick_order_loading = /** @type {((inputs?: Home_Buyers_Quick_Order_LoadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Buyers_Quick_Order_LoadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_home_buyers_quick_order_loading(inputs)
	return en_home_buyers_quick_order_loading(inputs)
});