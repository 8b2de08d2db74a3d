import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Claim_Failed_Review_FeeInputs */

const en_claim_failed_review_fee = /** @type {(inputs: Claim_Failed_Review_FeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Review the New Fee`)
};

const es_claim_failed_review_fee = /** @type {(inputs: Claim_Failed_Review_FeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revisar la nueva tarifa`)
};

/**
* | output |
* | --- |
* | "Review the New Fee" |
*
* @param {Claim_Failed_Review_FeeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_failed_review_fee = /** @type {((inputs?: Claim_Failed_Review_FeeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Failed_Review_FeeInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_failed_review_fee(inputs)
	return en_claim_failed_review_fee(inputs)
});