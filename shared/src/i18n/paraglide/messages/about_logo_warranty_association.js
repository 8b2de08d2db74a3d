import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} About_Logo_Warranty_AssociationInputs */

const en_about_logo_warranty_association = /** @type {(inputs: About_Logo_Warranty_AssociationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Member of the Western Home Warranty Association`)
};

const es_about_logo_warranty_association = /** @type {(inputs: About_Logo_Warranty_AssociationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Miembro de la Western Home Warranty Association`)
};

/**
* | output |
* | --- |
* | "Member of the Western Home Warranty Association" |
*
* @param {About_Logo_Warranty_AssociationInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const about_logo_warranty_association = /** @type {((inputs?: About_Logo_Warranty_AssociationInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Logo_Warranty_AssociationInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_about_logo_warranty_association(inputs)
	return en_about_logo_warranty_association(inputs)
});