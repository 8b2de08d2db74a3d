import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Claim_Failed_LostInputs */

const en_claim_failed_lost = /** @type {(inputs: Claim_Failed_LostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If you try again, the request is sent once and the fee charged once, however often you try.`)
};

const es_claim_failed_lost = /** @type {(inputs: Claim_Failed_LostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si lo intenta de nuevo, la solicitud se envía una sola vez y la tarifa se cobra una sola vez, sin importar cuántas veces lo intente.`)
};

/**
* | output |
* | --- |
* | "If you try again, the request is sent once and the fee charged once, however often you try." |
*
* @param {Claim_Failed_LostInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_failed_lost = /** @type {((inputs?: Claim_Failed_LostInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Failed_LostInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_failed_lost(inputs)
	return en_claim_failed_lost(inputs)
});