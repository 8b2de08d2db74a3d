import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Quick_FindingInputs */

const en_order_quick_finding = /** @type {(inputs: Order_Quick_FindingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Finding your plan…`)
};

const es_order_quick_finding = /** @type {(inputs: Order_Quick_FindingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buscando su plan…`)
};

/**
* | output |
* | --- |
* | "Finding your plan…" |
*
* @param {Order_Quick_FindingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_quick_finding = /** @type {((inputs?: Order_Quick_FindingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Quick_FindingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_quick_finding(inputs)
	return en_order_quick_finding(inputs)
});