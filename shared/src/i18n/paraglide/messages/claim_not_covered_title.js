import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Claim_Not_Covered_TitleInputs */

const en_claim_not_covered_title = /** @type {(inputs: Claim_Not_Covered_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not covered`)
};

const es_claim_not_covered_title = /** @type {(inputs: Claim_Not_Covered_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No cubierto`)
};

/**
* | output |
* | --- |
* | "Not covered" |
*
* @param {Claim_Not_Covered_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_not_covered_title = /** @type {((inputs?: Claim_Not_Covered_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Not_Covered_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_not_covered_title(inputs)
	return en_claim_not_covered_title(inputs)
});