import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ brand: NonNullable<unknown>, phone: NonNullable<unknown> }} Escrow_Invoice_Cancelled_CallInputs */

const en_escrow_invoice_cancelled_call = /** @type {((inputs: Escrow_Invoice_Cancelled_CallInputs) => LocalizedString) & { parts: (inputs: Escrow_Invoice_Cancelled_CallInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Escrow_Invoice_Cancelled_CallInputs) => LocalizedString} */ ((i) => {
			return /** @type {LocalizedString} */ (`Questions about this invoice? Call ${i?.brand} at ${i?.phone}.`)
		}),
		{
			parts: /** @type {(inputs: Escrow_Invoice_Cancelled_CallInputs) => import('../runtime.js').MessagePart[]} */ ((i) => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: "Questions about this invoice? Call " }, { type: "text", value: String(i?.brand) }, { type: "text", value: " at " }, { type: "markup-start", name: "tel", options: {}, attributes: {} }, { type: "text", value: String(i?.phone) }, { type: "markup-end", name: "tel", options: {}, attributes: {} }, { type: "text", value: "." }])
			})
		}
	)
);

const es_escrow_invoice_cancelled_call = /** @type {((inputs: Escrow_Invoice_Cancelled_CallInputs) => LocalizedString) & { parts: (inputs: Escrow_Invoice_Cancelled_CallInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Escrow_Invoice_Cancelled_CallInputs) => LocalizedString} */ ((i) => {
			return /** @type {LocalizedString} */ (`¿Preguntas sobre esta factura? Llame a ${i?.brand} al ${i?.phone}.`)
		}),
		{
			parts: /** @type {(inputs: Escrow_Invoice_Cancelled_CallInputs) => import('../runtime.js').MessagePart[]} */ ((i) => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: "¿Preguntas sobre esta factura? Llame a " }, { type: "text", value: String(i?.brand) }, { type: "text", value: " al " }, { type: "markup-start", name: "tel", options: {}, attributes: {} }, { type: "text", value: String(i?.phone) }, { type: "markup-end", name: "tel", options: {}, attributes: {} }, { type: "text", value: "." }])
			})
		}
	)
);

/**
* | output |
* | --- |
* | "Questions about this invoice? Call {brand} at {phone}." |
*
* @param {Escrow_Invoice_Cancelled_CallInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const escrow_invoice_cancelled_call = /** @type {((inputs: Escrow_Invoice_Cancelled_CallInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & { parts: (inputs: Escrow_Invoice_Cancelled_CallInputs, options?: { locale?: "en" | "es" }) => import('../runtime.js').MessagePart[] } & import('../runtime.js').MessageMetadata<Escrow_Invoice_Cancelled_CallInputs, { locale?: "en" | "es" }, { tel: { options: {}; attributes: {}; children: true } }>} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Escrow_Invoice_Cancelled_CallInputs, options?: { locale?: "en" | "es" }) => LocalizedString} */ ((inputs, options = {}) => {
			const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
			if (locale === "es") return es_escrow_invoice_cancelled_call(inputs)
			return en_escrow_invoice_cancelled_call(inputs)
		}),
		{
			parts: /** @type {(inputs: Escrow_Invoice_Cancelled_CallInputs, options?: { locale?: "en" | "es" }) => import('../runtime.js').MessagePart[]} */ ((inputs, options = {}) => {
				const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
				if (locale === "es") return typeof es_escrow_invoice_cancelled_call.parts === "function" ? es_escrow_invoice_cancelled_call.parts(inputs) : [{ type: "text", value: es_escrow_invoice_cancelled_call(inputs) }]
				return typeof en_escrow_invoice_cancelled_call.parts === "function" ? en_escrow_invoice_cancelled_call.parts(inputs) : [{ type: "text", value: en_escrow_invoice_cancelled_call(inputs) }]
			})
		}
	)
);