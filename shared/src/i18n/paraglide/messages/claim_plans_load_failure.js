import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Claim_Plans_Load_FailureInputs */

const en_claim_plans_load_failure = /** @type {(inputs: Claim_Plans_Load_FailureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your plans could not be loaded.`)
};

const es_claim_plans_load_failure = /** @type {(inputs: Claim_Plans_Load_FailureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudieron cargar sus planes.`)
};

/**
* | output |
* | --- |
* | "Your plans could not be loaded." |
*
* @param {Claim_Plans_Load_FailureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_plans_load_failure = /** @type {((inputs?: Claim_Plans_Load_FailureInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Plans_Load_FailureInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_plans_load_failure(inputs)
	return en_claim_plans_load_failure(inputs)
});