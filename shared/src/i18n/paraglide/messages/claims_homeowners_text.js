import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Claims_Homeowners_TextInputs */

const en_claims_homeowners_text = /** @type {(inputs: Claims_Homeowners_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`homeowners protected`)
};

const es_claims_homeowners_text = /** @type {(inputs: Claims_Homeowners_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`propietarios protegidos`)
};

/**
* | output |
* | --- |
* | "homeowners protected" |
*
* @param {Claims_Homeowners_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claims_homeowners_text = /** @type {((inputs?: Claims_Homeowners_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claims_Homeowners_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claims_homeowners_text(inputs)
	return en_claims_homeowners_text(inputs)
});