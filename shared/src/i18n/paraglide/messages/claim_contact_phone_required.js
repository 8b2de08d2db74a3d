import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Claim_Contact_Phone_RequiredInputs */

const en_claim_contact_phone_required = /** @type {(inputs: Claim_Contact_Phone_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Phone number is required.`)
};

const es_claim_contact_phone_required = /** @type {(inputs: Claim_Contact_Phone_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El número de teléfono es obligatorio.`)
};

/**
* | output |
* | --- |
* | "Phone number is required." |
*
* @param {Claim_Contact_Phone_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_contact_phone_required = /** @type {((inputs?: Claim_Contact_Phone_RequiredInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Contact_Phone_RequiredInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_contact_phone_required(inputs)
	return en_claim_contact_phone_required(inputs)
});