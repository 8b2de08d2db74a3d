import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Claim_Photo_Failure_ConnectionInputs */

const en_claim_photo_failure_connection = /** @type {(inputs: Claim_Photo_Failure_ConnectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your photo could not be sent: the connection was lost.`)
};

const es_claim_photo_failure_connection = /** @type {(inputs: Claim_Photo_Failure_ConnectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo enviar su foto: se perdió la conexión.`)
};

/**
* | output |
* | --- |
* | "Your photo could not be sent: the connection was lost." |
*
* @param {Claim_Photo_Failure_ConnectionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_photo_failure_connection = /** @type {((inputs?: Claim_Photo_Failure_ConnectionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Photo_Failure_ConnectionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_photo_failure_connection(inputs)
	return en_claim_photo_failure_connection(inputs)
});