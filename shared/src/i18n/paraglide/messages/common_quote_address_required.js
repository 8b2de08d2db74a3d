import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_Quote_Address_RequiredInputs */

const en_common_quote_address_required = /** @type {(inputs: Common_Quote_Address_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Address is required.`)
};

const es_common_quote_address_required = /** @type {(inputs: Common_Quote_Address_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La dirección es obligatoria.`)
};

/**
* | output |
* | --- |
* | "Address is required." |
*
* @param {Common_Quote_Address_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_quote_address_required = /** @type {((inputs?: Common_Quote_Address_RequiredInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Quote_Address_RequiredInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_common_quote_address_required(inputs)
	return en_common_quote_address_required(inputs)
});