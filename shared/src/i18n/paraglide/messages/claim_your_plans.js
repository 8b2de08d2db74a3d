import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Claim_Your_PlansInputs */

const en_claim_your_plans = /** @type {(inputs: Claim_Your_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your plans`)
};

const es_claim_your_plans = /** @type {(inputs: Claim_Your_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sus planes`)
};

/**
* | output |
* | --- |
* | "Your plans" |
*
* @param {Claim_Your_PlansInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_your_plans = /** @type {((inputs?: Claim_Your_PlansInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Your_PlansInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_your_plans(inputs)
	return en_claim_your_plans(inputs)
});