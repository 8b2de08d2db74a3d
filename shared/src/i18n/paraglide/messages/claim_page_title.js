import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Claim_Page_TitleInputs */

const en_claim_page_title = /** @type {(inputs: Claim_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Submit a Home Warranty Claim`)
};

const es_claim_page_title = /** @type {(inputs: Claim_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Presente una solicitud de servicio de su garantía para el hogar`)
};

/**
* | output |
* | --- |
* | "Submit a Home Warranty Claim" |
*
* @param {Claim_Page_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_page_title = /** @type {((inputs?: Claim_Page_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Page_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_page_title(inputs)
	return en_claim_page_title(inputs)
});