import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Claim_Review_Adult_HomeInputs */

const en_claim_review_adult_home = /** @type {(inputs: Claim_Review_Adult_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An adult will be home`)
};

const es_claim_review_adult_home = /** @type {(inputs: Claim_Review_Adult_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Habrá un adulto en casa`)
};

/**
* | output |
* | --- |
* | "An adult will be home" |
*
* @param {Claim_Review_Adult_HomeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_review_adult_home = /** @type {((inputs?: Claim_Review_Adult_HomeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Review_Adult_HomeInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_review_adult_home(inputs)
	return en_claim_review_adult_home(inputs)
});