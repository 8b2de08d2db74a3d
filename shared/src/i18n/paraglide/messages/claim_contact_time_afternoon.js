import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Claim_Contact_Time_AfternoonInputs */

const en_claim_contact_time_afternoon = /** @type {(inputs: Claim_Contact_Time_AfternoonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Afternoon (12PM to 5PM)`)
};

const es_claim_contact_time_afternoon = /** @type {(inputs: Claim_Contact_Time_AfternoonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En la tarde (12 p.m. a 5 p.m.)`)
};

/**
* | output |
* | --- |
* | "Afternoon (12PM to 5PM)" |
*
* @param {Claim_Contact_Time_AfternoonInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_contact_time_afternoon = /** @type {((inputs?: Claim_Contact_Time_AfternoonInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Contact_Time_AfternoonInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_contact_time_afternoon(inputs)
	return en_claim_contact_time_afternoon(inputs)
});