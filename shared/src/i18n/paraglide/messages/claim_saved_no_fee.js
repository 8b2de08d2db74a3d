import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Claim_Saved_No_FeeInputs */

const en_claim_saved_no_fee = /** @type {(inputs: Claim_Saved_No_FeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`It will be sent as soon as you are back online. You will find it under My Account.`)
};

const es_claim_saved_no_fee = /** @type {(inputs: Claim_Saved_No_FeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se enviará en cuanto vuelva a tener conexión. La encontrará en Mi cuenta.`)
};

/**
* | output |
* | --- |
* | "It will be sent as soon as you are back online. You will find it under My Account." |
*
* @param {Claim_Saved_No_FeeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_saved_no_fee = /** @type {((inputs?: Claim_Saved_No_FeeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Saved_No_FeeInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_saved_no_fee(inputs)
	return en_claim_saved_no_fee(inputs)
});