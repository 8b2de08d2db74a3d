import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ brand: NonNullable<unknown>, service: NonNullable<unknown> }} Video_Support_Consent_EmailInputs */

const en_video_support_consent_email = /** @type {(inputs: Video_Support_Consent_EmailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`I agree to receive e-mails from ${i?.brand} and ${i?.service} about this service.`)
};

const es_video_support_consent_email = /** @type {(inputs: Video_Support_Consent_EmailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Acepto recibir correos electrónicos de ${i?.brand} y ${i?.service} sobre este servicio.`)
};

/**
* | output |
* | --- |
* | "I agree to receive e-mails from {brand} and {service} about this service." |
*
* @param {Video_Support_Consent_EmailInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const video_support_consent_email = /** @type {((inputs: Video_Support_Consent_EmailInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Video_Support_Consent_EmailInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_video_support_consent_email(inputs)
	return en_video_support_consent_email(inputs)
});