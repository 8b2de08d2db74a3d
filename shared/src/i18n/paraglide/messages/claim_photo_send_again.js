import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Claim_Photo_Send_AgainInputs */

const en_claim_photo_send_again = /** @type {(inputs: Claim_Photo_Send_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send the Photo Again`)
};

const es_claim_photo_send_again = /** @type {(inputs: Claim_Photo_Send_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviar la foto de nuevo`)
};

/**
* | output |
* | --- |
* | "Send the Photo Again" |
*
* @param {Claim_Photo_Send_AgainInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_photo_send_again = /** @type {((inputs?: Claim_Photo_Send_AgainInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Photo_Send_AgainInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_photo_send_again(inputs)
	return en_claim_photo_send_again(inputs)
});