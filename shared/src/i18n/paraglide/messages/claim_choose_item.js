import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Claim_Choose_ItemInputs */

const en_claim_choose_item = /** @type {(inputs: Claim_Choose_ItemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please choose what needs repair.`)
};

const es_claim_choose_item = /** @type {(inputs: Claim_Choose_ItemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elija qué necesita reparación.`)
};

/**
* | output |
* | --- |
* | "Please choose what needs repair." |
*
* @param {Claim_Choose_ItemInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_choose_item = /** @type {((inputs?: Claim_Choose_ItemInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Choose_ItemInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_choose_item(inputs)
	return en_claim_choose_item(inputs)
});