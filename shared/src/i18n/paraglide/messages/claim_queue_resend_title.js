import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Claim_Queue_Resend_TitleInputs */

const en_claim_queue_resend_title = /** @type {(inputs: Claim_Queue_Resend_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send this request again?`)
};

const es_claim_queue_resend_title = /** @type {(inputs: Claim_Queue_Resend_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Enviar esta solicitud de nuevo?`)
};

/**
* | output |
* | --- |
* | "Send this request again?" |
*
* @param {Claim_Queue_Resend_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_queue_resend_title = /** @type {((inputs?: Claim_Queue_Resend_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Queue_Resend_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_queue_resend_title(inputs)
	return en_claim_queue_resend_title(inputs)
});