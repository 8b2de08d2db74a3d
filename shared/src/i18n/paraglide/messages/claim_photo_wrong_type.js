import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Claim_Photo_Wrong_TypeInputs */

const en_claim_photo_wrong_type = /** @type {(inputs: Claim_Photo_Wrong_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please choose a photo (JPEG, PNG, WebP, HEIC or GIF) or a PDF.`)
};

const es_claim_photo_wrong_type = /** @type {(inputs: Claim_Photo_Wrong_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elija una foto (JPEG, PNG, WebP, HEIC o GIF) o un PDF.`)
};

/**
* | output |
* | --- |
* | "Please choose a photo (JPEG, PNG, WebP, HEIC or GIF) or a PDF." |
*
* @param {Claim_Photo_Wrong_TypeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_photo_wrong_type = /** @type {((inputs?: Claim_Photo_Wrong_TypeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Photo_Wrong_TypeInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_photo_wrong_type(inputs)
	return en_claim_photo_wrong_type(inputs)
});