import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Claim_Photo_HelpInputs */

const en_claim_photo_help = /** @type {(inputs: Claim_Photo_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A photo of the problem, or of the label with the model number, helps the technician.`)
};

const es_claim_photo_help = /** @type {(inputs: Claim_Photo_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una foto del problema, o de la etiqueta con el número de modelo, ayuda al técnico.`)
};

/**
* | output |
* | --- |
* | "A photo of the problem, or of the label with the model number, helps the technician." |
*
* @param {Claim_Photo_HelpInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_photo_help = /** @type {((inputs?: Claim_Photo_HelpInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Photo_HelpInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_photo_help(inputs)
	return en_claim_photo_help(inputs)
});