import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reason: NonNullable<unknown> }} Claim_Photo_Failure_BecauseInputs */

const en_claim_photo_failure_because = /** @type {(inputs: Claim_Photo_Failure_BecauseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your photo could not be sent: ${i?.reason}`)
};

const es_claim_photo_failure_because = /** @type {(inputs: Claim_Photo_Failure_BecauseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No se pudo enviar su foto: ${i?.reason}`)
};

/**
* | output |
* | --- |
* | "Your photo could not be sent: {reason}" |
*
* @param {Claim_Photo_Failure_BecauseInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_photo_failure_because = /** @type {((inputs: Claim_Photo_Failure_BecauseInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Photo_Failure_BecauseInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_photo_failure_because(inputs)
	return en_claim_photo_failure_because(inputs)
});