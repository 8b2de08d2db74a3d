import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Claim_Photo_SentInputs */

const en_claim_photo_sent = /** @type {(inputs: Claim_Photo_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your photo was added to the request.`)
};

const es_claim_photo_sent = /** @type {(inputs: Claim_Photo_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Su foto se agregó a la solicitud.`)
};

/**
* | output |
* | --- |
* | "Your photo was added to the request." |
*
* @param {Claim_Photo_SentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_photo_sent = /** @type {((inputs?: Claim_Photo_SentInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Photo_SentInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_photo_sent(inputs)
	return en_claim_photo_sent(inputs)
});