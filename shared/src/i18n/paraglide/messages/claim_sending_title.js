import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Claim_Sending_TitleInputs */

const en_claim_sending_title = /** @type {(inputs: Claim_Sending_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sending your request`)
};

const es_claim_sending_title = /** @type {(inputs: Claim_Sending_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviando su solicitud`)
};

/**
* | output |
* | --- |
* | "Sending your request" |
*
* @param {Claim_Sending_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_sending_title = /** @type {((inputs?: Claim_Sending_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Sending_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_sending_title(inputs)
	return en_claim_sending_title(inputs)
});