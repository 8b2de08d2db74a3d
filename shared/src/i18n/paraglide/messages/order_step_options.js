import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Step_OptionsInputs */

const en_order_step_options = /** @type {(inputs: Order_Step_OptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add-ons & Options`)
};

const es_order_step_options = /** @type {(inputs: Order_Step_OptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Coberturas adicionales y opciones`)
};

/**
* | output |
* | --- |
* | "Add-ons & Options" |
*
* @param {Order_Step_OptionsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_step_options = /** @type {((inputs?: Order_Step_OptionsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Step_OptionsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_step_options(inputs)
	return en_order_step_options(inputs)
});