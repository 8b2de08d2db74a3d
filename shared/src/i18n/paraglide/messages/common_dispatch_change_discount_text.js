import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ preAuthorizedAmount: NonNullable<unknown>, newDiscount: NonNullable<unknown> }} Common_Dispatch_Change_Discount_TextInputs */

const en_common_dispatch_change_discount_text = /** @type {(inputs: Common_Dispatch_Change_Discount_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The cost of this dispatch ticket exceeds your pre-authorized amount of $${i?.preAuthorizedAmount}. You must be under your pre-authorized amount in order to add parts. Would you like to change the discount to $${i?.newDiscount} and continue?`)
};

const es_common_dispatch_change_discount_text = /** @type {(inputs: Common_Dispatch_Change_Discount_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El costo de esta orden supera su monto preautorizado de $${i?.preAuthorizedAmount}. Debe quedar por debajo del monto preautorizado para agregar piezas. ¿Desea cambiar el descuento a $${i?.newDiscount} y continuar?`)
};

/**
* | output |
* | --- |
* | "The cost of this dispatch ticket exceeds your pre-authorized amount of ${preAuthorizedAmount}. You must be under your pre-authorized amount in order to add p..." |
*
* @param {Common_Dispatch_Change_Discount_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_dispatch_change_discount_text = /** @type {((inputs: Common_Dispatch_Change_Discount_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Dispatch_Change_Discount_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_common_dispatch_change_discount_text(inputs)
	return en_common_dispatch_change_discount_text(inputs)
});