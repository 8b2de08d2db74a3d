import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Order_Buyers_Credit_ApplyInputs */

const en_order_buyers_credit_apply = /** @type {(inputs: Order_Buyers_Credit_ApplyInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Apply it to ${i?.count} prepaid service call`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Apply it to ${i?.count} prepaid service calls`);
	return /** @type {LocalizedString} */ ("order_buyers_credit_apply");
};

const es_order_buyers_credit_apply = /** @type {(inputs: Order_Buyers_Credit_ApplyInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Aplicarlo a ${i?.count} visita de servicio prepagada`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Aplicarlo a ${i?.count} visitas de servicio prepagadas`);
	return /** @type {LocalizedString} */ ("order_buyers_credit_apply");
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Apply it to {count} prepaid service call" |
* | "other" | "Apply it to {count} prepaid service calls" |
*
* @param {Order_Buyers_Credit_ApplyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_buyers_credit_apply = /** @type {((inputs: Order_Buyers_Credit_ApplyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Buyers_Credit_ApplyInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_buyers_credit_apply(inputs)
	return en_order_buyers_credit_apply(inputs)
});