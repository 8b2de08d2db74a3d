import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Claim_Failed_TitleInputs */

const en_claim_failed_title = /** @type {(inputs: Claim_Failed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your request was not sent`)
};

const es_claim_failed_title = /** @type {(inputs: Claim_Failed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Su solicitud no se envió`)
};

/**
* | output |
* | --- |
* | "Your request was not sent" |
*
* @param {Claim_Failed_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_failed_title = /** @type {((inputs?: Claim_Failed_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Failed_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_failed_title(inputs)
	return en_claim_failed_title(inputs)
});