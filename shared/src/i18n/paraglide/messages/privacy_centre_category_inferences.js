import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Centre_Category_InferencesInputs */

const en_privacy_centre_category_inferences = /** @type {(inputs: Privacy_Centre_Category_InferencesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inferences`)
};

const es_privacy_centre_category_inferences = /** @type {(inputs: Privacy_Centre_Category_InferencesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inferencias`)
};

/**
* | output |
* | --- |
* | "Inferences" |
*
* @param {Privacy_Centre_Category_InferencesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const privacy_centre_category_inferences = /** @type {((inputs?: Privacy_Centre_Category_InferencesInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Centre_Category_InferencesInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_privacy_centre_category_inferences(inputs)
	return en_privacy_centre_category_inferences(inputs)
});