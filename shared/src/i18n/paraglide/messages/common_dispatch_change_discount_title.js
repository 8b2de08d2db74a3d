import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_Dispatch_Change_Discount_TitleInputs */

const en_common_dispatch_change_discount_title = /** @type {(inputs: Common_Dispatch_Change_Discount_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change Discount`)
};

const es_common_dispatch_change_discount_title = /** @type {(inputs: Common_Dispatch_Change_Discount_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cambiar el descuento`)
};

/**
* | output |
* | --- |
* | "Change Discount" |
*
* @param {Common_Dispatch_Change_Discount_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_dispatch_change_discount_title = /** @type {((inputs?: Common_Dispatch_Change_Discount_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Dispatch_Change_Discount_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_common_dispatch_change_discount_title(inputs)
	return en_common_dispatch_change_discount_title(inputs)
});