import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Claim_Review_Offline_FeeInputs */

const en_claim_review_offline_fee = /** @type {(inputs: Claim_Review_Offline_FeeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You are offline. Your request will be saved on this device and wait for the connection. Before it is sent we will ask you to confirm the ${i?.amount} service call fee.`)
};

const es_claim_review_offline_fee = /** @type {(inputs: Claim_Review_Offline_FeeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No tiene conexión. Su solicitud se guardará en este dispositivo y esperará a que haya conexión. Antes de enviarla, le pediremos que confirme la tarifa de visita de servicio de ${i?.amount}.`)
};

/**
* | output |
* | --- |
* | "You are offline. Your request will be saved on this device and wait for the connection. Before it is sent we will ask you to confirm the {amount} service cal..." |
*
* @param {Claim_Review_Offline_FeeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_review_offline_fee = /** @type {((inputs: Claim_Review_Offline_FeeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Review_Offline_FeeInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_review_offline_fee(inputs)
	return en_claim_review_offline_fee(inputs)
});