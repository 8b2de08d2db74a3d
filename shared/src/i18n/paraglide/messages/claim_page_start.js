import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Claim_Page_StartInputs */

const en_claim_page_start = /** @type {(inputs: Claim_Page_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start a Service Request`)
};

const es_claim_page_start = /** @type {(inputs: Claim_Page_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Iniciar una solicitud de servicio`)
};

/**
* | output |
* | --- |
* | "Start a Service Request" |
*
* @param {Claim_Page_StartInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_page_start = /** @type {((inputs?: Claim_Page_StartInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Page_StartInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_page_start(inputs)
	return en_claim_page_start(inputs)
});