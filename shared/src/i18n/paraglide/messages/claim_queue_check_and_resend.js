import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Claim_Queue_Check_And_ResendInputs */

const en_claim_queue_check_and_resend = /** @type {(inputs: Claim_Queue_Check_And_ResendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check the Fee and Send Again`)
};

const es_claim_queue_check_and_resend = /** @type {(inputs: Claim_Queue_Check_And_ResendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verificar la tarifa y enviar de nuevo`)
};

/**
* | output |
* | --- |
* | "Check the Fee and Send Again" |
*
* @param {Claim_Queue_Check_And_ResendInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_queue_check_and_resend = /** @type {((inputs?: Claim_Queue_Check_And_ResendInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Queue_Check_And_ResendInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_queue_check_and_resend(inputs)
	return en_claim_queue_check_and_resend(inputs)
});