import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Claim_Queue_Resend_PayInputs */

const en_claim_queue_resend_pay = /** @type {(inputs: Claim_Queue_Resend_PayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Send the request again and pay ${i?.amount}?`)
};

const es_claim_queue_resend_pay = /** @type {(inputs: Claim_Queue_Resend_PayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¿Enviar la solicitud de nuevo y pagar ${i?.amount}?`)
};

/**
* | output |
* | --- |
* | "Send the request again and pay {amount}?" |
*
* @param {Claim_Queue_Resend_PayInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_queue_resend_pay = /** @type {((inputs: Claim_Queue_Resend_PayInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Queue_Resend_PayInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_queue_resend_pay(inputs)
	return en_claim_queue_resend_pay(inputs)
});