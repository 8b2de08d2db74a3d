import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ card: NonNullable<unknown> }} Claim_Card_ExpiredInputs */

const en_claim_card_expired = /** @type {(inputs: Claim_Card_ExpiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.card} (expired)`)
};

const es_claim_card_expired = /** @type {(inputs: Claim_Card_ExpiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.card} (vencida)`)
};

/**
* | output |
* | --- |
* | "{card} (expired)" |
*
* @param {Claim_Card_ExpiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_card_expired = /** @type {((inputs: Claim_Card_ExpiredInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Card_ExpiredInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_card_expired(inputs)
	return en_claim_card_expired(inputs)
});