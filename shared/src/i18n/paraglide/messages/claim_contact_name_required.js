import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Claim_Contact_Name_RequiredInputs */

const en_claim_contact_name_required = /** @type {(inputs: Claim_Contact_Name_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contact name is required.`)
};

const es_claim_contact_name_required = /** @type {(inputs: Claim_Contact_Name_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El nombre de contacto es obligatorio.`)
};

/**
* | output |
* | --- |
* | "Contact name is required." |
*
* @param {Claim_Contact_Name_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_contact_name_required = /** @type {((inputs?: Claim_Contact_Name_RequiredInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Contact_Name_RequiredInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_contact_name_required(inputs)
	return en_claim_contact_name_required(inputs)
});