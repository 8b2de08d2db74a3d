import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Claim_Review_OfflineInputs */

const en_claim_review_offline = /** @type {(inputs: Claim_Review_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are offline. Your request will be saved on this device and wait for the connection.`)
};

const es_claim_review_offline = /** @type {(inputs: Claim_Review_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No tiene conexión. Su solicitud se guardará en este dispositivo y esperará a que haya conexión.`)
};

/**
* | output |
* | --- |
* | "You are offline. Your request will be saved on this device and wait for the connection." |
*
* @param {Claim_Review_OfflineInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_review_offline = /** @type {((inputs?: Claim_Review_OfflineInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Review_OfflineInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_review_offline(inputs)
	return en_claim_review_offline(inputs)
});