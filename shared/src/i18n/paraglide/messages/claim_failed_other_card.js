import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Claim_Failed_Other_CardInputs */

const en_claim_failed_other_card = /** @type {(inputs: Claim_Failed_Other_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pay With Another Card`)
};

const es_claim_failed_other_card = /** @type {(inputs: Claim_Failed_Other_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pagar con otra tarjeta`)
};

/**
* | output |
* | --- |
* | "Pay With Another Card" |
*
* @param {Claim_Failed_Other_CardInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_failed_other_card = /** @type {((inputs?: Claim_Failed_Other_CardInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Failed_Other_CardInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_failed_other_card(inputs)
	return en_claim_failed_other_card(inputs)
});