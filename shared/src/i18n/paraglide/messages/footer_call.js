import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ phone: NonNullable<unknown> }} Footer_CallInputs */

const en_footer_call = /** @type {((inputs: Footer_CallInputs) => LocalizedString) & { parts: (inputs: Footer_CallInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Footer_CallInputs) => LocalizedString} */ ((i) => {
			return /** @type {LocalizedString} */ (`Call ${i?.phone}`)
		}),
		{
			parts: /** @type {(inputs: Footer_CallInputs) => import('../runtime.js').MessagePart[]} */ ((i) => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: "Call " }, { type: "markup-start", name: "tel", options: {}, attributes: {} }, { type: "text", value: String(i?.phone) }, { type: "markup-end", name: "tel", options: {}, attributes: {} }])
			})
		}
	)
);

const es_footer_call = /** @type {((inputs: Footer_CallInputs) => LocalizedString) & { parts: (inputs: Footer_CallInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Footer_CallInputs) => LocalizedString} */ ((i) => {
			return /** @type {LocalizedString} */ (`Llame al ${i?.phone}`)
		}),
		{
			parts: /** @type {(inputs: Footer_CallInputs) => import('../runtime.js').MessagePart[]} */ ((i) => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: "Llame al " }, { type: "markup-start", name: "tel", options: {}, attributes: {} }, { type: "text", value: String(i?.phone) }, { type: "markup-end", name: "tel", options: {}, attributes: {} }])
			})
		}
	)
);

/**
* | output |
* | --- |
* | "Call {phone}" |
*
* @param {Footer_CallInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const footer_call = /** @type {((inputs: Footer_CallInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & { parts: (inputs: Footer_CallInputs, options?: { locale?: "en" | "es" }) => import('../runtime.js').MessagePart[] } & import('../runtime.js').MessageMetadata<Footer_CallInputs, { locale?: "en" | "es" }, { tel: { options: {}; attributes: {}; children: true } }>} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Footer_CallInputs, options?: { locale?: "en" | "es" }) => LocalizedString} */ ((inputs, options = {}) => {
			const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
			if (locale === "es") return es_footer_call(inputs)
			return en_footer_call(inputs)
		}),
		{
			parts: /** @type {(inputs: Footer_CallInputs, options?: { locale?: "en" | "es" }) => import('../runtime.js').MessagePart[]} */ ((inputs, options = {}) => {
				const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
				if (locale === "es") return typeof es_footer_call.parts === "function" ? es_footer_call.parts(inputs) : [{ type: "text", value: es_footer_call(inputs) }]
				return typeof en_footer_call.parts === "function" ? en_footer_call.parts(inputs) : [{ type: "text", value: en_footer_call(inputs) }]
			})
		}
	)
);