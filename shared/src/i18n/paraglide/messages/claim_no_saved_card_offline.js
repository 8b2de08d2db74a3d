import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Claim_No_Saved_Card_OfflineInputs */

const en_claim_no_saved_card_offline = /** @type {(inputs: Claim_No_Saved_Card_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are offline and have no saved card. Connect to the internet to pay the service call fee with a new card.`)
};

const es_claim_no_saved_card_offline = /** @type {(inputs: Claim_No_Saved_Card_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No tiene conexión ni tarjetas guardadas. Conéctese a internet para pagar la tarifa de visita de servicio con una tarjeta nueva.`)
};

/**
* | output |
* | --- |
* | "You are offline and have no saved card. Connect to the internet to pay the service call fee with a new card." |
*
* @param {Claim_No_Saved_Card_OfflineInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_no_saved_card_offline = /** @type {((inputs?: Claim_No_Saved_Card_OfflineInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_No_Saved_Card_OfflineInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_no_saved_card_offline(inputs)
	return en_claim_no_saved_card_offline(inputs)
});