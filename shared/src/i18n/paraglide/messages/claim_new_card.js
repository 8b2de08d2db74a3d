import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Claim_New_CardInputs */

const en_claim_new_card = /** @type {(inputs: Claim_New_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A new card`)
};

const es_claim_new_card = /** @type {(inputs: Claim_New_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una tarjeta nueva`)
};

/**
* | output |
* | --- |
* | "A new card" |
*
* @param {Claim_New_CardInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_new_card = /** @type {((inputs?: Claim_New_CardInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_New_CardInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_new_card(inputs)
	return en_claim_new_card(inputs)
});