import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Claims_Assign_TextInputs */

const en_claims_assign_text = /** @type {(inputs: Claims_Assign_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`to assign a contractor to your claim`)
};

const es_claims_assign_text = /** @type {(inputs: Claims_Assign_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`para asignar un contratista a su reclamo`)
};

/**
* | output |
* | --- |
* | "to assign a contractor to your claim" |
*
* @param {Claims_Assign_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claims_assign_text = /** @type {((inputs?: Claims_Assign_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claims_Assign_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claims_assign_text(inputs)
	return en_claims_assign_text(inputs)
});