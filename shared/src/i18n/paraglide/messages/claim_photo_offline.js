import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Claim_Photo_OfflineInputs */

const en_claim_photo_offline = /** @type {(inputs: Claim_Photo_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A photo needs a connection: while you are offline your request is saved without it.`)
};

const es_claim_photo_offline = /** @type {(inputs: Claim_Photo_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una foto necesita conexión: mientras no tenga conexión, su solicitud se guarda sin ella.`)
};

/**
* | output |
* | --- |
* | "A photo needs a connection: while you are offline your request is saved without it." |
*
* @param {Claim_Photo_OfflineInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_photo_offline = /** @type {((inputs?: Claim_Photo_OfflineInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Photo_OfflineInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_photo_offline(inputs)
	return en_claim_photo_offline(inputs)
});