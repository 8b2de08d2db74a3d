import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Claim_Review_Photo_OfflineInputs */

const en_claim_review_photo_offline = /** @type {(inputs: Claim_Review_Photo_OfflineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} (not sent while offline)`)
};

const es_claim_review_photo_offline = /** @type {(inputs: Claim_Review_Photo_OfflineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} (no se envía sin conexión)`)
};

/**
* | output |
* | --- |
* | "{name} (not sent while offline)" |
*
* @param {Claim_Review_Photo_OfflineInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_review_photo_offline = /** @type {((inputs: Claim_Review_Photo_OfflineInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Review_Photo_OfflineInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_review_photo_offline(inputs)
	return en_claim_review_photo_offline(inputs)
});