import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Centre_Read_MoreInputs */

const en_privacy_centre_read_more = /** @type {((inputs: Privacy_Centre_Read_MoreInputs) => LocalizedString) & { parts: (inputs: Privacy_Centre_Read_MoreInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Privacy_Centre_Read_MoreInputs) => LocalizedString} */ (() => {
			return /** @type {LocalizedString} */ (`Read more in our Privacy Policy.`)
		}),
		{
			parts: /** @type {(inputs: Privacy_Centre_Read_MoreInputs) => import('../runtime.js').MessagePart[]} */ (() => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: "Read more in our " }, { type: "markup-start", name: "link", options: {}, attributes: {} }, { type: "text", value: "Privacy Policy" }, { type: "markup-end", name: "link", options: {}, attributes: {} }, { type: "text", value: "." }])
			})
		}
	)
);

const es_privacy_centre_read_more = /** @type {((inputs: Privacy_Centre_Read_MoreInputs) => LocalizedString) & { parts: (inputs: Privacy_Centre_Read_MoreInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Privacy_Centre_Read_MoreInputs) => LocalizedString} */ (() => {
			return /** @type {LocalizedString} */ (`Lea más en nuestra Política de privacidad.`)
		}),
		{
			parts: /** @type {(inputs: Privacy_Centre_Read_MoreInputs) => import('../runtime.js').MessagePart[]} */ (() => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: "Lea más en nuestra " }, { type: "markup-start", name: "link", options: {}, attributes: {} }, { type: "text", value: "Política de privacidad" }, { type: "markup-end", name: "link", options: {}, attributes: {} }, { type: "text", value: "." }])
			})
		}
	)
);

/**
* | output |
* | --- |
* | "Read more in our Privacy Policy." |
*
* @param {Privacy_Centre_Read_MoreInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const privacy_centre_read_more = /** @type {((inputs?: Privacy_Centre_Read_MoreInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & { parts: (inputs?: Privacy_Centre_Read_MoreInputs, options?: { locale?: "en" | "es" }) => import('../runtime.js').MessagePart[] } & import('../runtime.js').MessageMetadata<Privacy_Centre_Read_MoreInputs, { locale?: "en" | "es" }, { link: { options: {}; attributes: {}; children: true } }>} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs?: Privacy_Centre_Read_MoreInputs, options?: { locale?: "en" | "es" }) => LocalizedString} */ ((inputs = {}, options = {}) => {
			const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
			if (locale === "es") return es_privacy_centre_read_more(inputs)
			return en_privacy_centre_read_more(inputs)
		}),
		{
			parts: /** @type {(inputs?: Privacy_Centre_Read_MoreInputs, options?: { locale?: "en" | "es" }) => import('../runtime.js').MessagePart[]} */ ((inputs = {}, options = {}) => {
				const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
				if (locale === "es") return typeof es_privacy_centre_read_more.parts === "function" ? es_privacy_centre_read_more.parts(inputs) : [{ type: "text", value: es_privacy_centre_read_more(inputs) }]
				return typeof en_privacy_centre_read_more.parts === "function" ? en_privacy_centre_read_more.parts(inputs) : [{ type: "text", value: en_privacy_centre_read_more(inputs) }]
			})
		}
	)
);