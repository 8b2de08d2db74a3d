import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ size: NonNullable<unknown> }} Claim_Photo_Too_LargeInputs */

const en_claim_photo_too_large = /** @type {(inputs: Claim_Photo_Too_LargeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This file is too large. Please choose one of at most ${i?.size} MB.`)
};

const es_claim_photo_too_large = /** @type {(inputs: Claim_Photo_Too_LargeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Este archivo es demasiado grande. Elija uno de ${i?.size} MB como máximo.`)
};

/**
* | output |
* | --- |
* | "This file is too large. Please choose one of at most {size} MB." |
*
* @param {Claim_Photo_Too_LargeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_photo_too_large = /** @type {((inputs: Claim_Photo_Too_LargeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Photo_Too_LargeInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_photo_too_large(inputs)
	return en_claim_photo_too_large(inputs)
});