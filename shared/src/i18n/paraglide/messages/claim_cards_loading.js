import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Claim_Cards_LoadingInputs */

const en_claim_cards_loading = /** @type {(inputs: Claim_Cards_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading your saved cards…`)
};

const es_claim_cards_loading = /** @type {(inputs: Claim_Cards_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando sus tarjetas guardadas…`)
};

/**
* | output |
* | --- |
* | "Loading your saved cards…" |
*
* @param {Claim_Cards_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_cards_loading = /** @type {((inputs?: Claim_Cards_LoadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Cards_LoadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_cards_loading(inputs)
	return en_claim_cards_loading(inputs)
});