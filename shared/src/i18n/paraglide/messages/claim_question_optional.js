import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Claim_Question_OptionalInputs */

const en_claim_question_optional = /** @type {(inputs: Claim_Question_OptionalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} (optional)`)
};

const es_claim_question_optional = /** @type {(inputs: Claim_Question_OptionalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} (opcional)`)
};

/**
* | output |
* | --- |
* | "{count} (optional)" |
*
* @param {Claim_Question_OptionalInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_question_optional = /** @type {((inputs: Claim_Question_OptionalInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Question_OptionalInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_question_optional(inputs)
	return en_claim_question_optional(inputs)
});