import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Benefits_Closings_TextInputs */

const en_benefits_closings_text = /** @type {(inputs: Benefits_Closings_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A covered breakdown during escrow is repaired, not renegotiated. Payment is collected at closing.`)
};

const es_benefits_closings_text = /** @type {(inputs: Benefits_Closings_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una falla cubierta durante el escrow se repara, no se renegocia. El pago se cobra al cierre.`)
};

/**
* | output |
* | --- |
* | "A covered breakdown during escrow is repaired, not renegotiated. Payment is collected at closing." |
*
* @param {Benefits_Closings_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const benefits_closings_text = /** @type {((inputs?: Benefits_Closings_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Benefits_Closings_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_benefits_closings_text(inputs)
	return en_benefits_closings_text(inputs)
});