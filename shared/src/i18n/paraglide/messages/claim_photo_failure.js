import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Claim_Photo_FailureInputs */

const en_claim_photo_failure = /** @type {(inputs: Claim_Photo_FailureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your photo could not be sent.`)
};

const es_claim_photo_failure = /** @type {(inputs: Claim_Photo_FailureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo enviar su foto.`)
};

/**
* | output |
* | --- |
* | "Your photo could not be sent." |
*
* @param {Claim_Photo_FailureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_photo_failure = /** @type {((inputs?: Claim_Photo_FailureInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Photo_FailureInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_photo_failure(inputs)
	return en_claim_photo_failure(inputs)
});