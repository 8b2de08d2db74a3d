import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Claim_Flow_Broken_TitleInputs */

const en_claim_flow_broken_title = /** @type {(inputs: Claim_Flow_Broken_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We need to talk`)
};

const es_claim_flow_broken_title = /** @type {(inputs: Claim_Flow_Broken_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Necesitamos hablar con usted`)
};

/**
* | output |
* | --- |
* | "We need to talk" |
*
* @param {Claim_Flow_Broken_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_flow_broken_title = /** @type {((inputs?: Claim_Flow_Broken_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Flow_Broken_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_flow_broken_title(inputs)
	return en_claim_flow_broken_title(inputs)
});