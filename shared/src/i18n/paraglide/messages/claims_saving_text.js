import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Claims_Saving_TextInputs */

const en_claims_saving_text = /** @type {(inputs: Claims_Saving_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`average saving per approved repair`)
};

const es_claims_saving_text = /** @type {(inputs: Claims_Saving_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`de ahorro promedio por reparación aprobada`)
};

/**
* | output |
* | --- |
* | "average saving per approved repair" |
*
* @param {Claims_Saving_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claims_saving_text = /** @type {((inputs?: Claims_Saving_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claims_Saving_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claims_saving_text(inputs)
	return en_claims_saving_text(inputs)
});