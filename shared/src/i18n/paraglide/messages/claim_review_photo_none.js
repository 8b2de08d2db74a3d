import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Claim_Review_Photo_NoneInputs */

const en_claim_review_photo_none = /** @type {(inputs: Claim_Review_Photo_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`None`)
};

const es_claim_review_photo_none = /** @type {(inputs: Claim_Review_Photo_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ninguna`)
};

/**
* | output |
* | --- |
* | "None" |
*
* @param {Claim_Review_Photo_NoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_review_photo_none = /** @type {((inputs?: Claim_Review_Photo_NoneInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Review_Photo_NoneInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_review_photo_none(inputs)
	return en_claim_review_photo_none(inputs)
});