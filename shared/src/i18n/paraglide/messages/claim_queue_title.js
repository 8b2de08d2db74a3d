import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Claim_Queue_TitleInputs */

const en_claim_queue_title = /** @type {(inputs: Claim_Queue_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Service requests saved on this device`)
};

const es_claim_queue_title = /** @type {(inputs: Claim_Queue_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solicitudes de servicio guardadas en este dispositivo`)
};

/**
* | output |
* | --- |
* | "Service requests saved on this device" |
*
* @param {Claim_Queue_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_queue_title = /** @type {((inputs?: Claim_Queue_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Queue_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_queue_title(inputs)
	return en_claim_queue_title(inputs)
});