import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Claim_Photo_PreviewInputs */

const en_claim_photo_preview = /** @type {(inputs: Claim_Photo_PreviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What you chose to send`)
};

const es_claim_photo_preview = /** @type {(inputs: Claim_Photo_PreviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lo que eligió enviar`)
};

/**
* | output |
* | --- |
* | "What you chose to send" |
*
* @param {Claim_Photo_PreviewInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_photo_preview = /** @type {((inputs?: Claim_Photo_PreviewInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Photo_PreviewInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_photo_preview(inputs)
	return en_claim_photo_preview(inputs)
});