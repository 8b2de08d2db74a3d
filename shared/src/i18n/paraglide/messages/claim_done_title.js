import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Claim_Done_TitleInputs */

const en_claim_done_title = /** @type {(inputs: Claim_Done_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Request received`)
};

const es_claim_done_title = /** @type {(inputs: Claim_Done_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solicitud recibida`)
};

/**
* | output |
* | --- |
* | "Request received" |
*
* @param {Claim_Done_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_done_title = /** @type {((inputs?: Claim_Done_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Done_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_done_title(inputs)
	return en_claim_done_title(inputs)
});