import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Claim_Review_VisitInputs */

const en_claim_review_visit = /** @type {(inputs: Claim_Review_VisitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visit`)
};

const es_claim_review_visit = /** @type {(inputs: Claim_Review_VisitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visita`)
};

/**
* | output |
* | --- |
* | "Visit" |
*
* @param {Claim_Review_VisitInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_review_visit = /** @type {((inputs?: Claim_Review_VisitInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Review_VisitInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_review_visit(inputs)
	return en_claim_review_visit(inputs)
});