import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Claim_Contact_Method_TextInputs */

const en_claim_contact_method_text = /** @type {(inputs: Claim_Contact_Method_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Text message`)
};

const es_claim_contact_method_text = /** @type {(inputs: Claim_Contact_Method_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mensaje de texto`)
};

/**
* | output |
* | --- |
* | "Text message" |
*
* @param {Claim_Contact_Method_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_contact_method_text = /** @type {((inputs?: Claim_Contact_Method_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Contact_Method_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_contact_method_text(inputs)
	return en_claim_contact_method_text(inputs)
});