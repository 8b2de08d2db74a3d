import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Video_Support_Consent_PrivacyInputs */

const en_video_support_consent_privacy = /** @type {((inputs: Video_Support_Consent_PrivacyInputs) => LocalizedString) & { parts: (inputs: Video_Support_Consent_PrivacyInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Video_Support_Consent_PrivacyInputs) => LocalizedString} */ (() => {
			return /** @type {LocalizedString} */ (`I agree to the data and privacy policy.`)
		}),
		{
			parts: /** @type {(inputs: Video_Support_Consent_PrivacyInputs) => import('../runtime.js').MessagePart[]} */ (() => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: "I agree to the " }, { type: "markup-start", name: "link", options: {}, attributes: {} }, { type: "text", value: "data and privacy policy" }, { type: "markup-end", name: "link", options: {}, attributes: {} }, { type: "text", value: "." }])
			})
		}
	)
);

const es_video_support_consent_privacy = /** @type {((inputs: Video_Support_Consent_PrivacyInputs) => LocalizedString) & { parts: (inputs: Video_Support_Consent_PrivacyInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Video_Support_Consent_PrivacyInputs) => LocalizedString} */ (() => {
			return /** @type {LocalizedString} */ (`Acepto la política de datos y privacidad.`)
		}),
		{
			parts: /** @type {(inputs: Video_Support_Consent_PrivacyInputs) => import('../runtime.js').MessagePart[]} */ (() => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: "Acepto la " }, { type: "markup-start", name: "link", options: {}, attributes: {} }, { type: "text", value: "política de datos y privacidad" }, { type: "markup-end", name: "link", options: {}, attributes: {} }, { type: "text", value: "." }])
			})
		}
	)
);

/**
* | output |
* | --- |
* | "I agree to the data and privacy policy." |
*
* @param {Video_Support_Consent_PrivacyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const video_support_consent_privacy = /** @type {((inputs?: Video_Support_Consent_PrivacyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & { parts: (inputs?: Video_Support_Consent_PrivacyInputs, options?: { locale?: "en" | "es" }) => import('../runtime.js').MessagePart[] } & import('../runtime.js').MessageMetadata<Video_Support_Consent_PrivacyInputs, { locale?: "en" | "es" }, { link: { options: {}; attributes: {}; children: true } }>} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs?: Video_Support_Consent_PrivacyInputs, options?: { locale?: "en" | "es" }) => LocalizedString} */ ((inputs = {}, options = {}) => {
			const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
			if (locale === "es") return es_video_support_consent_privacy(inputs)
			return en_video_support_consent_privacy(inputs)
		}),
		{
			parts: /** @type {(inputs?: Video_Support_Consent_PrivacyInputs, options?: { locale?: "en" | "es" }) => import('../runtime.js').MessagePart[]} */ ((inputs = {}, options = {}) => {
				const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
				if (locale === "es") return typeof es_video_support_consent_privacy.parts === "function" ? es_video_support_consent_privacy.parts(inputs) : [{ type: "text", value: es_video_support_consent_privacy(inputs) }]
				return typeof en_video_support_consent_privacy.parts === "function" ? en_video_support_consent_privacy.parts(inputs) : [{ type: "text", value: en_video_support_consent_privacy(inputs) }]
			})
		}
	)
);