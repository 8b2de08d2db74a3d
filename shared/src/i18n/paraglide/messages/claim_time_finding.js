import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Claim_Time_FindingInputs */

const en_claim_time_finding = /** @type {(inputs: Claim_Time_FindingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Finding open times…`)
};

const es_claim_time_finding = /** @type {(inputs: Claim_Time_FindingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buscando horarios disponibles…`)
};

/**
* | output |
* | --- |
* | "Finding open times…" |
*
* @param {Claim_Time_FindingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_time_finding = /** @type {((inputs?: Claim_Time_FindingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Time_FindingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_time_finding(inputs)
	return en_claim_time_finding(inputs)
});