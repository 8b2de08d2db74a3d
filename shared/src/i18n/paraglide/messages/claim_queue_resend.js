import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Claim_Queue_ResendInputs */

const en_claim_queue_resend = /** @type {(inputs: Claim_Queue_ResendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send the request again?`)
};

const es_claim_queue_resend = /** @type {(inputs: Claim_Queue_ResendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Enviar la solicitud de nuevo?`)
};

/**
* | output |
* | --- |
* | "Send the request again?" |
*
* @param {Claim_Queue_ResendInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_queue_resend = /** @type {((inputs?: Claim_Queue_ResendInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Queue_ResendInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_queue_resend(inputs)
	return en_claim_queue_resend(inputs)
});