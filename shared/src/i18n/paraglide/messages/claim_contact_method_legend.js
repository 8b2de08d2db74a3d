import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Claim_Contact_Method_LegendInputs */

const en_claim_contact_method_legend = /** @type {(inputs: Claim_Contact_Method_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How would you like us to reach you?`)
};

const es_claim_contact_method_legend = /** @type {(inputs: Claim_Contact_Method_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Cómo prefiere que nos comuniquemos con usted?`)
};

/**
* | output |
* | --- |
* | "How would you like us to reach you?" |
*
* @param {Claim_Contact_Method_LegendInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_contact_method_legend = /** @type {((inputs?: Claim_Contact_Method_LegendInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Contact_Method_LegendInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_contact_method_legend(inputs)
	return en_claim_contact_method_legend(inputs)
});