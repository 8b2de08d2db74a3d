import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ paymentType: NonNullable<unknown> }} Order_Kept_WhyInputs */

const en_order_kept_why = /** @type {(inputs: Order_Kept_WhyInputs) => LocalizedString} */ (i) => {
	if (i?.paymentType === "monthly") return /** @type {LocalizedString} */ (`An upgrade keeps how this plan is paid (monthly) and its term.`);
	if (i?.paymentType === "full") return /** @type {LocalizedString} */ (`An upgrade keeps how this plan is paid (in full) and its term.`);
	return /** @type {LocalizedString} */ (`An upgrade keeps how this plan is paid (at closing) and its term.`)
	
};

const es_order_kept_why = /** @type {(inputs: Order_Kept_WhyInputs) => LocalizedString} */ (i) => {
	if (i?.paymentType === "monthly") return /** @type {LocalizedString} */ (`Al mejorar el plan se conservan su forma de pago (mensual) y su plazo.`);
	if (i?.paymentType === "full") return /** @type {LocalizedString} */ (`Al mejorar el plan se conservan su forma de pago (pago completo) y su plazo.`);
	return /** @type {LocalizedString} */ (`Al mejorar el plan se conservan su forma de pago (al cierre) y su plazo.`)
	
};

/**
* | paymentType | output |
* | --- | --- |
* | "monthly" | "An upgrade keeps how this plan is paid (monthly) and its term." |
* | "full" | "An upgrade keeps how this plan is paid (in full) and its term." |
* | * | "An upgrade keeps how this plan is paid (at closing) and its term." |
*
* @param {Order_Kept_WhyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_kept_why = /** @type {((inputs: Order_Kept_WhyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Kept_WhyInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_kept_why(inputs)
	return en_order_kept_why(inputs)
});