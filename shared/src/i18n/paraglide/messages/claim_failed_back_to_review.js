import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Claim_Failed_Back_To_ReviewInputs */

const en_claim_failed_back_to_review = /** @type {(inputs: Claim_Failed_Back_To_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to the Review`)
};

const es_claim_failed_back_to_review = /** @type {(inputs: Claim_Failed_Back_To_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volver a la revisión`)
};

/**
* | output |
* | --- |
* | "Back to the Review" |
*
* @param {Claim_Failed_Back_To_ReviewInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_failed_back_to_review = /** @type {((inputs?: Claim_Failed_Back_To_ReviewInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Failed_Back_To_ReviewInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_failed_back_to_review(inputs)
	return en_claim_failed_back_to_review(inputs)
});