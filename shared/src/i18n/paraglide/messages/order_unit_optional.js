import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Unit_OptionalInputs */

const en_order_unit_optional = /** @type {(inputs: Order_Unit_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unit (optional)`)
};

const es_order_unit_optional = /** @type {(inputs: Order_Unit_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unidad (opcional)`)
};

/**
* | output |
* | --- |
* | "Unit (optional)" |
*
* @param {Order_Unit_OptionalInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_unit_optional = /** @type {((inputs?: Order_Unit_OptionalInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Unit_OptionalInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_unit_optional(inputs)
	return en_order_unit_optional(inputs)
});