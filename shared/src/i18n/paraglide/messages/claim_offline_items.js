import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Claim_Offline_ItemsInputs */

const en_claim_offline_items = /** @type {(inputs: Claim_Offline_ItemsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are offline, and what this plan covers has not been saved on this device yet. Connect to the internet to choose the item.`)
};

const es_claim_offline_items = /** @type {(inputs: Claim_Offline_ItemsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No tiene conexión, y lo que cubre este plan aún no se ha guardado en este dispositivo. Conéctese a internet para elegir el artículo.`)
};

/**
* | output |
* | --- |
* | "You are offline, and what this plan covers has not been saved on this device yet. Connect to the internet to choose the item." |
*
* @param {Claim_Offline_ItemsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_offline_items = /** @type {((inputs?: Claim_Offline_ItemsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Offline_ItemsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_offline_items(inputs)
	return en_claim_offline_items(inputs)
});