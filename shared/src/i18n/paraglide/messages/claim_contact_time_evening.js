import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Claim_Contact_Time_EveningInputs */

const en_claim_contact_time_evening = /** @type {(inputs: Claim_Contact_Time_EveningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Evening (5PM to 8PM)`)
};

const es_claim_contact_time_evening = /** @type {(inputs: Claim_Contact_Time_EveningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En la noche (5 p.m. a 8 p.m.)`)
};

/**
* | output |
* | --- |
* | "Evening (5PM to 8PM)" |
*
* @param {Claim_Contact_Time_EveningInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_contact_time_evening = /** @type {((inputs?: Claim_Contact_Time_EveningInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Contact_Time_EveningInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_contact_time_evening(inputs)
	return en_claim_contact_time_evening(inputs)
});