import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Claim_Photo_SendingInputs */

const en_claim_photo_sending = /** @type {(inputs: Claim_Photo_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sending your photo…`)
};

const es_claim_photo_sending = /** @type {(inputs: Claim_Photo_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviando su foto…`)
};

/**
* | output |
* | --- |
* | "Sending your photo…" |
*
* @param {Claim_Photo_SendingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_photo_sending = /** @type {((inputs?: Claim_Photo_SendingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Photo_SendingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_photo_sending(inputs)
	return en_claim_photo_sending(inputs)
});