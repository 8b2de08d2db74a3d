import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Claim_Contact_Time_MorningInputs */

const en_claim_contact_time_morning = /** @type {(inputs: Claim_Contact_Time_MorningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Morning (8AM to 12PM)`)
};

const es_claim_contact_time_morning = /** @type {(inputs: Claim_Contact_Time_MorningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En la mañana (8 a.m. a 12 p.m.)`)
};

/**
* | output |
* | --- |
* | "Morning (8AM to 12PM)" |
*
* @param {Claim_Contact_Time_MorningInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_contact_time_morning = /** @type {((inputs?: Claim_Contact_Time_MorningInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Contact_Time_MorningInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_contact_time_morning(inputs)
	return en_claim_contact_time_morning(inputs)
});