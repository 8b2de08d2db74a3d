import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_Quote_Name_RequiredInputs */

const en_common_quote_name_required = /** @type {(inputs: Common_Quote_Name_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name is required.`)
};

const es_common_quote_name_required = /** @type {(inputs: Common_Quote_Name_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El nombre es obligatorio.`)
};

/**
* | output |
* | --- |
* | "Name is required." |
*
* @param {Common_Quote_Name_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_quote_name_required = /** @type {((inputs?: Common_Quote_Name_RequiredInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Quote_Name_RequiredInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_common_quote_name_required(inputs)
	return en_common_quote_name_required(inputs)
});