import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Claim_Contact_Time_AnytimeInputs */

const en_claim_contact_time_anytime = /** @type {(inputs: Claim_Contact_Time_AnytimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Any time`)
};

const es_claim_contact_time_anytime = /** @type {(inputs: Claim_Contact_Time_AnytimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A cualquier hora`)
};

/**
* | output |
* | --- |
* | "Any time" |
*
* @param {Claim_Contact_Time_AnytimeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_contact_time_anytime = /** @type {((inputs?: Claim_Contact_Time_AnytimeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Contact_Time_AnytimeInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_contact_time_anytime(inputs)
	return en_claim_contact_time_anytime(inputs)
});