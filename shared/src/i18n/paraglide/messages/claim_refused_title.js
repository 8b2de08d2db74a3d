import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Claim_Refused_TitleInputs */

const en_claim_refused_title = /** @type {(inputs: Claim_Refused_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This plan cannot take a service request right now`)
};

const es_claim_refused_title = /** @type {(inputs: Claim_Refused_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este plan no puede recibir una solicitud de servicio en este momento`)
};

/**
* | output |
* | --- |
* | "This plan cannot take a service request right now" |
*
* @param {Claim_Refused_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_refused_title = /** @type {((inputs?: Claim_Refused_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Refused_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_refused_title(inputs)
	return en_claim_refused_title(inputs)
});