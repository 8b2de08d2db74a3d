import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Claim_Failed_DeclinedInputs */

const en_claim_failed_declined = /** @type {(inputs: Claim_Failed_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing was charged. You can pay with another card.`)
};

const es_claim_failed_declined = /** @type {(inputs: Claim_Failed_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se le cobró nada. Puede pagar con otra tarjeta.`)
};

/**
* | output |
* | --- |
* | "Nothing was charged. You can pay with another card." |
*
* @param {Claim_Failed_DeclinedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_failed_declined = /** @type {((inputs?: Claim_Failed_DeclinedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Failed_DeclinedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_failed_declined(inputs)
	return en_claim_failed_declined(inputs)
});