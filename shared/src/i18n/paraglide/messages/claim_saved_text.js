import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ item: NonNullable<unknown> }} Claim_Saved_TextInputs */

const en_claim_saved_text = /** @type {(inputs: Claim_Saved_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You are offline. Your ${i?.item} request is saved on this device and is waiting to send.`)
};

const es_claim_saved_text = /** @type {(inputs: Claim_Saved_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No tiene conexión. Su solicitud de ${i?.item} está guardada en este dispositivo y en espera de enviarse.`)
};

/**
* | output |
* | --- |
* | "You are offline. Your {item} request is saved on this device and is waiting to send." |
*
* @param {Claim_Saved_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_saved_text = /** @type {((inputs: Claim_Saved_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Saved_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_saved_text(inputs)
	return en_claim_saved_text(inputs)
});