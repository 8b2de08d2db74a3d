import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Claim_Answer_StarsInputs */

const en_claim_answer_stars = /** @type {(inputs: Claim_Answer_StarsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} of 5 stars`)
};

const es_claim_answer_stars = /** @type {(inputs: Claim_Answer_StarsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} de 5 estrellas`)
};

/**
* | output |
* | --- |
* | "{count} of 5 stars" |
*
* @param {Claim_Answer_StarsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_answer_stars = /** @type {((inputs: Claim_Answer_StarsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Answer_StarsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_answer_stars(inputs)
	return en_claim_answer_stars(inputs)
});