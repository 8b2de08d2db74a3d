import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Brochure_DownloadingInputs */

const en_brochure_downloading = /** @type {((inputs: Brochure_DownloadingInputs) => LocalizedString) & { parts: (inputs: Brochure_DownloadingInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Brochure_DownloadingInputs) => LocalizedString} */ (() => {
			return /** @type {LocalizedString} */ (`Your brochure is downloading. If it does not start, download the brochure.`)
		}),
		{
			parts: /** @type {(inputs: Brochure_DownloadingInputs) => import('../runtime.js').MessagePart[]} */ (() => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: "Your brochure is downloading. If it does not start, " }, { type: "markup-start", name: "link", options: {}, attributes: {} }, { type: "text", value: "download the brochure" }, { type: "markup-end", name: "link", options: {}, attributes: {} }, { type: "text", value: "." }])
			})
		}
	)
);

const es_brochure_downloading = /** @type {((inputs: Brochure_DownloadingInputs) => LocalizedString) & { parts: (inputs: Brochure_DownloadingInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Brochure_DownloadingInputs) => LocalizedString} */ (() => {
			return /** @type {LocalizedString} */ (`Su folleto se está descargando. Si la descarga no empieza, descargue el folleto aquí.`)
		}),
		{
			parts: /** @type {(inputs: Brochure_DownloadingInputs) => import('../runtime.js').MessagePart[]} */ (() => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: "Su folleto se está descargando. Si la descarga no empieza, " }, { type: "markup-start", name: "link", options: {}, attributes: {} }, { type: "text", value: "descargue el folleto aquí" }, { type: "markup-end", name: "link", options: {}, attributes: {} }, { type: "text", value: "." }])
			})
		}
	)
);

/**
* | output |
* | --- |
* | "Your brochure is downloading. If it does not start, download the brochure." |
*
* @param {Brochure_DownloadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const brochure_downloading = /** @type {((inputs?: Brochure_DownloadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & { parts: (inputs?: Brochure_DownloadingInputs, options?: { locale?: "en" | "es" }) => import('../runtime.js').MessagePart[] } & import('../runtime.js').MessageMetadata<Brochure_DownloadingInputs, { locale?: "en" | "es" }, { link: { options: {}; attributes: {}; children: true } }>} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs?: Brochure_DownloadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString} */ ((inputs = {}, options = {}) => {
			const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
			if (locale === "es") return es_brochure_downloading(inputs)
			return en_brochure_downloading(inputs)
		}),
		{
			parts: /** @type {(inputs?: Brochure_DownloadingInputs, options?: { locale?: "en" | "es" }) => import('../runtime.js').MessagePart[]} */ ((inputs = {}, options = {}) => {
				const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
				if (locale === "es") return typeof es_brochure_downloading.parts === "function" ? es_brochure_downloading.parts(inputs) : [{ type: "text", value: es_brochure_downloading(inputs) }]
				return typeof en_brochure_downloading.parts === "function" ? en_brochure_downloading.parts(inputs) : [{ type: "text", value: en_brochure_downloading(inputs) }]
			})
		}
	)
);