import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Centre_Category_IdentifiersInputs */

const en_privacy_centre_category_identifiers = /** @type {(inputs: Privacy_Centre_Category_IdentifiersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identifiers`)
};

const es_privacy_centre_category_identifiers = /** @type {(inputs: Privacy_Centre_Category_IdentifiersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identificadores`)
};

/**
* | output |
* | --- |
* | "Identifiers" |
*
* @param {Privacy_Centre_Category_IdentifiersInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const privacy_centre_category_identifiers = /** @type {((inputs?: Privacy_Centre_Category_IdentifiersInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Centre_Category_IdentifiersInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_privacy_centre_category_identifiers(inputs)
	return en_privacy_centre_category_identifiers(inputs)
});