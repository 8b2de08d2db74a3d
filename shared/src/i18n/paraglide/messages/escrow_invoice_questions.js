import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ brand: NonNullable<unknown>, phone: NonNullable<unknown> }} Escrow_Invoice_QuestionsInputs */

const en_escrow_invoice_questions = /** @type {((inputs: Escrow_Invoice_QuestionsInputs) => LocalizedString) & { parts: (inputs: Escrow_Invoice_QuestionsInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Escrow_Invoice_QuestionsInputs) => LocalizedString} */ ((i) => {
			return /** @type {LocalizedString} */ (`Questions? Call ${i?.brand} at ${i?.phone}. To pay by cheque, make it payable to ${i?.brand} with the contract number on it.`)
		}),
		{
			parts: /** @type {(inputs: Escrow_Invoice_QuestionsInputs) => import('../runtime.js').MessagePart[]} */ ((i) => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: "Questions? Call " }, { type: "text", value: String(i?.brand) }, { type: "text", value: " at " }, { type: "markup-start", name: "tel", options: {}, attributes: {} }, { type: "text", value: String(i?.phone) }, { type: "markup-end", name: "tel", options: {}, attributes: {} }, { type: "text", value: ". To pay by cheque, make it payable to " }, { type: "text", value: String(i?.brand) }, { type: "text", value: " with the contract number on it." }])
			})
		}
	)
);

const es_escrow_invoice_questions = /** @type {((inputs: Escrow_Invoice_QuestionsInputs) => LocalizedString) & { parts: (inputs: Escrow_Invoice_QuestionsInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Escrow_Invoice_QuestionsInputs) => LocalizedString} */ ((i) => {
			return /** @type {LocalizedString} */ (`¿Preguntas? Llame a ${i?.brand} al ${i?.phone}. Para pagar con cheque, hágalo a nombre de ${i?.brand} e incluya el número de contrato.`)
		}),
		{
			parts: /** @type {(inputs: Escrow_Invoice_QuestionsInputs) => import('../runtime.js').MessagePart[]} */ ((i) => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: "¿Preguntas? Llame a " }, { type: "text", value: String(i?.brand) }, { type: "text", value: " al " }, { type: "markup-start", name: "tel", options: {}, attributes: {} }, { type: "text", value: String(i?.phone) }, { type: "markup-end", name: "tel", options: {}, attributes: {} }, { type: "text", value: ". Para pagar con cheque, hágalo a nombre de " }, { type: "text", value: String(i?.brand) }, { type: "text", value: " e incluya el número de contrato." }])
			})
		}
	)
);

/**
* | output |
* | --- |
* | "Questions? Call {brand} at {phone}. To pay by cheque, make it payable to {brand} with the contract number on it." |
*
* @param {Escrow_Invoice_QuestionsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const escrow_invoice_questions = /** @type {((inputs: Escrow_Invoice_QuestionsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & { parts: (inputs: Escrow_Invoice_QuestionsInputs, options?: { locale?: "en" | "es" }) => import('../runtime.js').MessagePart[] } & import('../runtime.js').MessageMetadata<Escrow_Invoice_QuestionsInputs, { locale?: "en" | "es" }, { tel: { options: {}; attributes: {}; children: true } }>} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Escrow_Invoice_QuestionsInputs, options?: { locale?: "en" | "es" }) => LocalizedString} */ ((inputs, options = {}) => {
			const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
			if (locale === "es") return es_escrow_invoice_questions(inputs)
			return en_escrow_invoice_questions(inputs)
		}),
		{
			parts: /** @type {(inputs: Escrow_Invoice_QuestionsInputs, options?: { locale?: "en" | "es" }) => import('../runtime.js').MessagePart[]} */ ((inputs, options = {}) => {
				const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
				if (locale === "es") return typeof es_escrow_invoice_questions.parts === "function" ? es_escrow_invoice_questions.parts(inputs) : [{ type: "text", value: es_escrow_invoice_questions(inputs) }]
				return typeof en_escrow_invoice_questions.parts === "function" ? en_escrow_invoice_questions.parts(inputs) : [{ type: "text", value: en_escrow_invoice_questions(inputs) }]
			})
		}
	)
);