import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Claim_Queue_Send_NowInputs */

const en_claim_queue_send_now = /** @type {(inputs: Claim_Queue_Send_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send now`)
};

const es_claim_queue_send_now = /** @type {(inputs: Claim_Queue_Send_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviar ahora`)
};

/**
* | output |
* | --- |
* | "Send now" |
*
* @param {Claim_Queue_Send_NowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_queue_send_now = /** @type {((inputs?: Claim_Queue_Send_NowInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Queue_Send_NowInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_queue_send_now(inputs)
	return en_claim_queue_send_now(inputs)
});