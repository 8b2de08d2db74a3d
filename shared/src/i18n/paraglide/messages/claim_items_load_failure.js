import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Claim_Items_Load_FailureInputs */

const en_claim_items_load_failure = /** @type {(inputs: Claim_Items_Load_FailureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What your plan covers could not be loaded.`)
};

const es_claim_items_load_failure = /** @type {(inputs: Claim_Items_Load_FailureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo cargar lo que cubre su plan.`)
};

/**
* | output |
* | --- |
* | "What your plan covers could not be loaded." |
*
* @param {Claim_Items_Load_FailureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_items_load_failure = /** @type {((inputs?: Claim_Items_Load_FailureInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Items_Load_FailureInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_items_load_failure(inputs)
	return en_claim_items_load_failure(inputs)
});