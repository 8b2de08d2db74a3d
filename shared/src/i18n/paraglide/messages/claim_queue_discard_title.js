import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Claim_Queue_Discard_TitleInputs */

const en_claim_queue_discard_title = /** @type {(inputs: Claim_Queue_Discard_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Discard this request?`)
};

const es_claim_queue_discard_title = /** @type {(inputs: Claim_Queue_Discard_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Descartar esta solicitud?`)
};

/**
* | output |
* | --- |
* | "Discard this request?" |
*
* @param {Claim_Queue_Discard_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_queue_discard_title = /** @type {((inputs?: Claim_Queue_Discard_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Queue_Discard_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_queue_discard_title(inputs)
	return en_claim_queue_discard_title(inputs)
});