import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Claim_Photo_TitleInputs */

const en_claim_photo_title = /** @type {(inputs: Claim_Photo_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add a photo (optional)`)
};

const es_claim_photo_title = /** @type {(inputs: Claim_Photo_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Agregue una foto (opcional)`)
};

/**
* | output |
* | --- |
* | "Add a photo (optional)" |
*
* @param {Claim_Photo_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_photo_title = /** @type {((inputs?: Claim_Photo_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Photo_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_photo_title(inputs)
	return en_claim_photo_title(inputs)
});