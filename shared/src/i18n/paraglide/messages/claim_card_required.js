import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Claim_Card_RequiredInputs */

const en_claim_card_required = /** @type {(inputs: Claim_Card_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please choose a saved card or enter a new one.`)
};

const es_claim_card_required = /** @type {(inputs: Claim_Card_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elija una tarjeta guardada o ingrese una nueva.`)
};

/**
* | output |
* | --- |
* | "Please choose a saved card or enter a new one." |
*
* @param {Claim_Card_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_card_required = /** @type {((inputs?: Claim_Card_RequiredInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Card_RequiredInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_card_required(inputs)
	return en_claim_card_required(inputs)
});