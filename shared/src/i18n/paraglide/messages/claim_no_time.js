import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Claim_No_TimeInputs */

const en_claim_no_time = /** @type {(inputs: Claim_No_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No time now - the contractor will call me`)
};

const es_claim_no_time = /** @type {(inputs: Claim_No_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin horario por ahora: el contratista me llamará`)
};

/**
* | output |
* | --- |
* | "No time now - the contractor will call me" |
*
* @param {Claim_No_TimeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_no_time = /** @type {((inputs?: Claim_No_TimeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_No_TimeInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_no_time(inputs)
	return en_claim_no_time(inputs)
});