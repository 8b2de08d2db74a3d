import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Claim_Check_FailureInputs */

const en_claim_check_failure = /** @type {(inputs: Claim_Check_FailureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not check your plan right now.`)
};

const es_claim_check_failure = /** @type {(inputs: Claim_Check_FailureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No pudimos verificar su plan en este momento.`)
};

/**
* | output |
* | --- |
* | "We could not check your plan right now." |
*
* @param {Claim_Check_FailureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_check_failure = /** @type {((inputs?: Claim_Check_FailureInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Check_FailureInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_check_failure(inputs)
	return en_claim_check_failure(inputs)
});