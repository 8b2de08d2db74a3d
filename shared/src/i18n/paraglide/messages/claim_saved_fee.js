import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Claim_Saved_FeeInputs */

const en_claim_saved_fee = /** @type {(inputs: Claim_Saved_FeeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`When you are back online we will ask you to confirm the ${i?.amount} service call fee before it is sent. You will find it under My Account.`)
};

const es_claim_saved_fee = /** @type {(inputs: Claim_Saved_FeeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cuando vuelva a tener conexión, le pediremos que confirme la tarifa de visita de servicio de ${i?.amount} antes de enviarla. La encontrará en Mi cuenta.`)
};

/**
* | output |
* | --- |
* | "When you are back online we will ask you to confirm the {amount} service call fee before it is sent. You will find it under My Account." |
*
* @param {Claim_Saved_FeeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_saved_fee = /** @type {((inputs: Claim_Saved_FeeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Saved_FeeInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_saved_fee(inputs)
	return en_claim_saved_fee(inputs)
});