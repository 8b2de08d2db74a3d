import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Video_Support_Consent_HintInputs */

const en_video_support_consent_hint = /** @type {(inputs: Video_Support_Consent_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tick both boxes to submit.`)
};

const es_video_support_consent_hint = /** @type {(inputs: Video_Support_Consent_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Marque ambas casillas para enviar.`)
};

/**
* | output |
* | --- |
* | "Tick both boxes to submit." |
*
* @param {Video_Support_Consent_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const video_support_consent_hint = /** @type {((inputs?: Video_Support_Consent_HintInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Video_Support_Consent_HintInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_video_support_consent_hint(inputs)
	return en_video_support_consent_hint(inputs)
});