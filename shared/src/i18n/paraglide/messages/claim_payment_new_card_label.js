import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Claim_Payment_New_Card_LabelInputs */

const en_claim_payment_new_card_label = /** @type {(inputs: Claim_Payment_New_Card_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a new card`)
};

const es_claim_payment_new_card_label = /** @type {(inputs: Claim_Payment_New_Card_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`una tarjeta nueva`)
};

/**
* | output |
* | --- |
* | "a new card" |
*
* @param {Claim_Payment_New_Card_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_payment_new_card_label = /** @type {((inputs?: Claim_Payment_New_Card_LabelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Payment_New_Card_LabelInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_payment_new_card_label(inputs)
	return en_claim_payment_new_card_label(inputs)
});