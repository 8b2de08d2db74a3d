import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Claim_Failed_Other_TimeInputs */

const en_claim_failed_other_time = /** @type {(inputs: Claim_Failed_Other_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose Another Time`)
};

const es_claim_failed_other_time = /** @type {(inputs: Claim_Failed_Other_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elegir otro horario`)
};

/**
* | output |
* | --- |
* | "Choose Another Time" |
*
* @param {Claim_Failed_Other_TimeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_failed_other_time = /** @type {((inputs?: Claim_Failed_Other_TimeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Failed_Other_TimeInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_failed_other_time(inputs)
	return en_claim_failed_other_time(inputs)
});