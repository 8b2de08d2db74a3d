import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Claim_Checking_TitleInputs */

const en_claim_checking_title = /** @type {(inputs: Claim_Checking_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Checking your plan`)
};

const es_claim_checking_title = /** @type {(inputs: Claim_Checking_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verificando su plan`)
};

/**
* | output |
* | --- |
* | "Checking your plan" |
*
* @param {Claim_Checking_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_checking_title = /** @type {((inputs?: Claim_Checking_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Checking_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_checking_title(inputs)
	return en_claim_checking_title(inputs)
});