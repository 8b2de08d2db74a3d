import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Claim_New_Card_OfflineInputs */

const en_claim_new_card_offline = /** @type {(inputs: Claim_New_Card_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A new card needs a connection. While you are offline you can pay with a saved card.`)
};

const es_claim_new_card_offline = /** @type {(inputs: Claim_New_Card_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una tarjeta nueva necesita conexión. Mientras no tenga conexión, puede pagar con una tarjeta guardada.`)
};

/**
* | output |
* | --- |
* | "A new card needs a connection. While you are offline you can pay with a saved card." |
*
* @param {Claim_New_Card_OfflineInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_new_card_offline = /** @type {((inputs?: Claim_New_Card_OfflineInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_New_Card_OfflineInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_new_card_offline(inputs)
	return en_claim_new_card_offline(inputs)
});