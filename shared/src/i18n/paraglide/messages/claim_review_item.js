import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Claim_Review_ItemInputs */

const en_claim_review_item = /** @type {(inputs: Claim_Review_ItemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Needs repair`)
};

const es_claim_review_item = /** @type {(inputs: Claim_Review_ItemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Necesita reparación`)
};

/**
* | output |
* | --- |
* | "Needs repair" |
*
* @param {Claim_Review_ItemInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_review_item = /** @type {((inputs?: Claim_Review_ItemInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Review_ItemInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_review_item(inputs)
	return en_claim_review_item(inputs)
});