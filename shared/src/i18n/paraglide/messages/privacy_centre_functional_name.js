import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Centre_Functional_NameInputs */

const en_privacy_centre_functional_name = /** @type {(inputs: Privacy_Centre_Functional_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Functional`)
};

const es_privacy_centre_functional_name = /** @type {(inputs: Privacy_Centre_Functional_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Funcionales`)
};

/**
* | output |
* | --- |
* | "Functional" |
*
* @param {Privacy_Centre_Functional_NameInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const privacy_centre_functional_name = /** @type {((inputs?: Privacy_Centre_Functional_NameInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Centre_Functional_NameInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_privacy_centre_functional_name(inputs)
	return en_privacy_centre_functional_name(inputs)
});