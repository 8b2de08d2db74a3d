import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ phone: NonNullable<unknown> }} Quote_Banner_TextInputs */

const en_quote_banner_text = /** @type {((inputs: Quote_Banner_TextInputs) => LocalizedString) & { parts: (inputs: Quote_Banner_TextInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Quote_Banner_TextInputs) => LocalizedString} */ ((i) => {
			return /** @type {LocalizedString} */ (`Free home warranty quotes for homes in Arizona, Idaho, Nevada, Oregon, Texas and Utah, or call ${i?.phone}.`)
		}),
		{
			parts: /** @type {(inputs: Quote_Banner_TextInputs) => import('../runtime.js').MessagePart[]} */ ((i) => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: "Free home warranty quotes for homes in Arizona, Idaho, Nevada, Oregon, Texas and Utah, or call " }, { type: "markup-start", name: "tel", options: {}, attributes: {} }, { type: "text", value: String(i?.phone) }, { type: "markup-end", name: "tel", options: {}, attributes: {} }, { type: "text", value: "." }])
			})
		}
	)
);

const es_quote_banner_text = /** @type {((inputs: Quote_Banner_TextInputs) => LocalizedString) & { parts: (inputs: Quote_Banner_TextInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Quote_Banner_TextInputs) => LocalizedString} */ ((i) => {
			return /** @type {LocalizedString} */ (`Cotizaciones gratis de garantía para viviendas en Arizona, Idaho, Nevada, Oregón, Texas y Utah, o llame al ${i?.phone}.`)
		}),
		{
			parts: /** @type {(inputs: Quote_Banner_TextInputs) => import('../runtime.js').MessagePart[]} */ ((i) => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: "Cotizaciones gratis de garantía para viviendas en Arizona, Idaho, Nevada, Oregón, Texas y Utah, o llame al " }, { type: "markup-start", name: "tel", options: {}, attributes: {} }, { type: "text", value: String(i?.phone) }, { type: "markup-end", name: "tel", options: {}, attributes: {} }, { type: "text", value: "." }])
			})
		}
	)
);

/**
* | output |
* | --- |
* | "Free home warranty quotes for homes in Arizona, Idaho, Nevada, Oregon, Texas and Utah, or call {phone}." |
*
* @param {Quote_Banner_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const quote_banner_text = /** @type {((inputs: Quote_Banner_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & { parts: (inputs: Quote_Banner_TextInputs, options?: { locale?: "en" | "es" }) => import('../runtime.js').MessagePart[] } & import('../runtime.js').MessageMetadata<Quote_Banner_TextInputs, { locale?: "en" | "es" }, { tel: { options: {}; attributes: {}; children: true } }>} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Quote_Banner_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString} */ ((inputs, options = {}) => {
			const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
			if (locale === "es") return es_quote_banner_text(inputs)
			return en_quote_banner_text(inputs)
		}),
		{
			parts: /** @type {(inputs: Quote_Banner_TextInputs, options?: { locale?: "en" | "es" }) => import('../runtime.js').MessagePart[]} */ ((inputs, options = {}) => {
				const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
				if (locale === "es") return typeof es_quote_banner_text.parts === "function" ? es_quote_banner_text.parts(inputs) : [{ type: "text", value: es_quote_banner_text(inputs) }]
				return typeof en_quote_banner_text.parts === "function" ? en_quote_banner_text.parts(inputs) : [{ type: "text", value: en_quote_banner_text(inputs) }]
			})
		}
	)
);