import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Claim_Page_IntroInputs */

const en_claim_page_intro = /** @type {(inputs: Claim_Page_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tell us what needs repair: a few questions about the problem, how to reach you, and the service call fee.`)
};

const es_claim_page_intro = /** @type {(inputs: Claim_Page_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Díganos qué necesita reparación: unas preguntas sobre el problema, cómo comunicarnos con usted y la tarifa de visita de servicio.`)
};

/**
* | output |
* | --- |
* | "Tell us what needs repair: a few questions about the problem, how to reach you, and the service call fee." |
*
* @param {Claim_Page_IntroInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_page_intro = /** @type {((inputs?: Claim_Page_IntroInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Page_IntroInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_page_intro(inputs)
	return en_claim_page_intro(inputs)
});