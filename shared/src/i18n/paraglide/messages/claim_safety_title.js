import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Claim_Safety_TitleInputs */

const en_claim_safety_title = /** @type {(inputs: Claim_Safety_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Important safety information`)
};

const es_claim_safety_title = /** @type {(inputs: Claim_Safety_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Información importante de seguridad`)
};

/**
* | output |
* | --- |
* | "Important safety information" |
*
* @param {Claim_Safety_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_safety_title = /** @type {((inputs?: Claim_Safety_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Safety_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_safety_title(inputs)
	return en_claim_safety_title(inputs)
});