import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Brochure_TextInputs */

const en_brochure_text = /** @type {(inputs: Brochure_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Everything your clients ask about in one PDF: our plans for buyers and sellers, what is covered and what is not, optional add-ons and how a claim works. Available in English and Spanish.`)
};

const es_brochure_text = /** @type {(inputs: Brochure_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todo lo que preguntan sus clientes en un solo PDF: nuestros planes para compradores y vendedores, qué está cubierto y qué no, las coberturas adicionales opcionales y cómo funciona un reclamo. Disponible en inglés y en español.`)
};

/**
* | output |
* | --- |
* | "Everything your clients ask about in one PDF: our plans for buyers and sellers, what is covered and what is not, optional add-ons and how a claim works. Avai..." |
*
* @param {Brochure_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const brochure_text = /** @type {((inputs?: Brochure_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Brochure_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_brochure_text(inputs)
	return en_brochure_text(inputs)
});