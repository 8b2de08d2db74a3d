import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Claim_Pay_WithInputs */

const en_claim_pay_with = /** @type {(inputs: Claim_Pay_WithInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pay with`)
};

const es_claim_pay_with = /** @type {(inputs: Claim_Pay_WithInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pagar con`)
};

/**
* | output |
* | --- |
* | "Pay with" |
*
* @param {Claim_Pay_WithInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_pay_with = /** @type {((inputs?: Claim_Pay_WithInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Pay_WithInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_pay_with(inputs)
	return en_claim_pay_with(inputs)
});