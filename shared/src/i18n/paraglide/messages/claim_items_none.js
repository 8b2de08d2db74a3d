import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Claim_Items_NoneInputs */

const en_claim_items_none = /** @type {(inputs: Claim_Items_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This plan lists no items to request a repair for.`)
};

const es_claim_items_none = /** @type {(inputs: Claim_Items_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este plan no incluye artículos para los que pueda solicitar una reparación.`)
};

/**
* | output |
* | --- |
* | "This plan lists no items to request a repair for." |
*
* @param {Claim_Items_NoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_items_none = /** @type {((inputs?: Claim_Items_NoneInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Items_NoneInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_items_none(inputs)
	return en_claim_items_none(inputs)
});