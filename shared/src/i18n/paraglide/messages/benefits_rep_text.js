import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Benefits_Rep_TextInputs */

const en_benefits_rep_text = /** @type {(inputs: Benefits_Rep_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your local representative brings training, brochures and help with orders to your office.`)
};

const es_benefits_rep_text = /** @type {(inputs: Benefits_Rep_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Su representante local lleva capacitación, folletos y ayuda con las órdenes a su oficina.`)
};

/**
* | output |
* | --- |
* | "Your local representative brings training, brochures and help with orders to your office." |
*
* @param {Benefits_Rep_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const benefits_rep_text = /** @type {((inputs?: Benefits_Rep_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Benefits_Rep_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_benefits_rep_text(inputs)
	return en_benefits_rep_text(inputs)
});