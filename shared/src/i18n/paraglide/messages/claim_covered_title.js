import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Claim_Covered_TitleInputs */

const en_claim_covered_title = /** @type {(inputs: Claim_Covered_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This looks covered`)
};

const es_claim_covered_title = /** @type {(inputs: Claim_Covered_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parece que esto está cubierto`)
};

/**
* | output |
* | --- |
* | "This looks covered" |
*
* @param {Claim_Covered_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_covered_title = /** @type {((inputs?: Claim_Covered_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Covered_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_covered_title(inputs)
	return en_claim_covered_title(inputs)
});