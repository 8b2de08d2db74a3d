import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Claim_Questions_OfflineInputs */

const en_claim_questions_offline = /** @type {(inputs: Claim_Questions_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are offline, and the questions for this item have not been saved on this device yet. Connect to the internet to answer them.`)
};

const es_claim_questions_offline = /** @type {(inputs: Claim_Questions_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No tiene conexión, y las preguntas para este artículo aún no se han guardado en este dispositivo. Conéctese a internet para responderlas.`)
};

/**
* | output |
* | --- |
* | "You are offline, and the questions for this item have not been saved on this device yet. Connect to the internet to answer them." |
*
* @param {Claim_Questions_OfflineInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_questions_offline = /** @type {((inputs?: Claim_Questions_OfflineInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Questions_OfflineInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_questions_offline(inputs)
	return en_claim_questions_offline(inputs)
});