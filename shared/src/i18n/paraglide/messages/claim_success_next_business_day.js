import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Claim_Success_Next_Business_DayInputs */

const en_claim_success_next_business_day = /** @type {(inputs: Claim_Success_Next_Business_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Otherwise, your request will be handled on the next business day.`)
};

const es_claim_success_next_business_day = /** @type {(inputs: Claim_Success_Next_Business_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De lo contrario, su solicitud se atenderá el siguiente día hábil.`)
};

/**
* | output |
* | --- |
* | "Otherwise, your request will be handled on the next business day." |
*
* @param {Claim_Success_Next_Business_DayInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_success_next_business_day = /** @type {((inputs?: Claim_Success_Next_Business_DayInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Success_Next_Business_DayInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_success_next_business_day(inputs)
	return en_claim_success_next_business_day(inputs)
});