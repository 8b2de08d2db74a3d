import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ phone: NonNullable<unknown> }} Quote_Section_CallInputs */

const en_quote_section_call = /** @type {((inputs: Quote_Section_CallInputs) => LocalizedString) & { parts: (inputs: Quote_Section_CallInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Quote_Section_CallInputs) => LocalizedString} */ ((i) => {
			return /** @type {LocalizedString} */ (`Prefer to talk? Call ${i?.phone}.`)
		}),
		{
			parts: /** @type {(inputs: Quote_Section_CallInputs) => import('../runtime.js').MessagePart[]} */ ((i) => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: "Prefer to talk? Call " }, { type: "markup-start", name: "tel", options: {}, attributes: {} }, { type: "text", value: String(i?.phone) }, { type: "markup-end", name: "tel", options: {}, attributes: {} }, { type: "text", value: "." }])
			})
		}
	)
);

const es_quote_section_call = /** @type {((inputs: Quote_Section_CallInputs) => LocalizedString) & { parts: (inputs: Quote_Section_CallInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Quote_Section_CallInputs) => LocalizedString} */ ((i) => {
			return /** @type {LocalizedString} */ (`¿Prefiere hablar con alguien? Llame al ${i?.phone}.`)
		}),
		{
			parts: /** @type {(inputs: Quote_Section_CallInputs) => import('../runtime.js').MessagePart[]} */ ((i) => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: "¿Prefiere hablar con alguien? Llame al " }, { type: "markup-start", name: "tel", options: {}, attributes: {} }, { type: "text", value: String(i?.phone) }, { type: "markup-end", name: "tel", options: {}, attributes: {} }, { type: "text", value: "." }])
			})
		}
	)
);

/**
* | output |
* | --- |
* | "Prefer to talk? Call {phone}." |
*
* @param {Quote_Section_CallInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const quote_section_call = /** @type {((inputs: Quote_Section_CallInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & { parts: (inputs: Quote_Section_CallInputs, options?: { locale?: "en" | "es" }) => import('../runtime.js').MessagePart[] } & import('../runtime.js').MessageMetadata<Quote_Section_CallInputs, { locale?: "en" | "es" }, { tel: { options: {}; attributes: {}; children: true } }>} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Quote_Section_CallInputs, options?: { locale?: "en" | "es" }) => LocalizedString} */ ((inputs, options = {}) => {
			const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
			if (locale === "es") return es_quote_section_call(inputs)
			return en_quote_section_call(inputs)
		}),
		{
			parts: /** @type {(inputs: Quote_Section_CallInputs, options?: { locale?: "en" | "es" }) => import('../runtime.js').MessagePart[]} */ ((inputs, options = {}) => {
				const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
				if (locale === "es") return typeof es_quote_section_call.parts === "function" ? es_quote_section_call.parts(inputs) : [{ type: "text", value: es_quote_section_call(inputs) }]
				return typeof en_quote_section_call.parts === "function" ? en_quote_section_call.parts(inputs) : [{ type: "text", value: en_quote_section_call(inputs) }]
			})
		}
	)
);