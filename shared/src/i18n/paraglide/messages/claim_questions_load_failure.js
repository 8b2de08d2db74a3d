import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Claim_Questions_Load_FailureInputs */

const en_claim_questions_load_failure = /** @type {(inputs: Claim_Questions_Load_FailureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The questions for this item could not be loaded.`)
};

const es_claim_questions_load_failure = /** @type {(inputs: Claim_Questions_Load_FailureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudieron cargar las preguntas para este artículo.`)
};

/**
* | output |
* | --- |
* | "The questions for this item could not be loaded." |
*
* @param {Claim_Questions_Load_FailureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_questions_load_failure = /** @type {((inputs?: Claim_Questions_Load_FailureInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Questions_Load_FailureInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_questions_load_failure(inputs)
	return en_claim_questions_load_failure(inputs)
});