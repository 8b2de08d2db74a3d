import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Claim_Contact_Time_LabelInputs */

const en_claim_contact_time_label = /** @type {(inputs: Claim_Contact_Time_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Best time to reach you`)
};

const es_claim_contact_time_label = /** @type {(inputs: Claim_Contact_Time_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mejor hora para comunicarnos con usted`)
};

/**
* | output |
* | --- |
* | "Best time to reach you" |
*
* @param {Claim_Contact_Time_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_contact_time_label = /** @type {((inputs?: Claim_Contact_Time_LabelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Contact_Time_LabelInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_contact_time_label(inputs)
	return en_claim_contact_time_label(inputs)
});