import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Claim_Submit_And_PayInputs */

const en_claim_submit_and_pay = /** @type {(inputs: Claim_Submit_And_PayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Submit and pay ${i?.amount}`)
};

const es_claim_submit_and_pay = /** @type {(inputs: Claim_Submit_And_PayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Enviar y pagar ${i?.amount}`)
};

/**
* | output |
* | --- |
* | "Submit and pay {amount}" |
*
* @param {Claim_Submit_And_PayInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_submit_and_pay = /** @type {((inputs: Claim_Submit_And_PayInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Submit_And_PayInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_submit_and_pay(inputs)
	return en_claim_submit_and_pay(inputs)
});