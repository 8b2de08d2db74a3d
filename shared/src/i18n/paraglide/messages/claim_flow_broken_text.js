import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ phone: NonNullable<unknown> }} Claim_Flow_Broken_TextInputs */

const en_claim_flow_broken_text = /** @type {((inputs: Claim_Flow_Broken_TextInputs) => LocalizedString) & { parts: (inputs: Claim_Flow_Broken_TextInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Claim_Flow_Broken_TextInputs) => LocalizedString} */ ((i) => {
			return /** @type {LocalizedString} */ (`We could not finish the questions for this item. Please call us at ${i?.phone} and we will take your request.`)
		}),
		{
			parts: /** @type {(inputs: Claim_Flow_Broken_TextInputs) => import('../runtime.js').MessagePart[]} */ ((i) => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: "We could not finish the questions for this item. Please call us at " }, { type: "markup-start", name: "tel", options: {}, attributes: {} }, { type: "text", value: String(i?.phone) }, { type: "markup-end", name: "tel", options: {}, attributes: {} }, { type: "text", value: " and we will take your request." }])
			})
		}
	)
);

const es_claim_flow_broken_text = /** @type {((inputs: Claim_Flow_Broken_TextInputs) => LocalizedString) & { parts: (inputs: Claim_Flow_Broken_TextInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Claim_Flow_Broken_TextInputs) => LocalizedString} */ ((i) => {
			return /** @type {LocalizedString} */ (`No pudimos terminar las preguntas para este artículo. Llámenos al ${i?.phone} y tomaremos su solicitud.`)
		}),
		{
			parts: /** @type {(inputs: Claim_Flow_Broken_TextInputs) => import('../runtime.js').MessagePart[]} */ ((i) => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: "No pudimos terminar las preguntas para este artículo. Llámenos al " }, { type: "markup-start", name: "tel", options: {}, attributes: {} }, { type: "text", value: String(i?.phone) }, { type: "markup-end", name: "tel", options: {}, attributes: {} }, { type: "text", value: " y tomaremos su solicitud." }])
			})
		}
	)
);

/**
* | output |
* | --- |
* | "We could not finish the questions for this item. Please call us at {phone} and we will take your request." |
*
* @param {Claim_Flow_Broken_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_flow_broken_text = /** @type {((inputs: Claim_Flow_Broken_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & { parts: (inputs: Claim_Flow_Broken_TextInputs, options?: { locale?: "en" | "es" }) => import('../runtime.js').MessagePart[] } & import('../runtime.js').MessageMetadata<Claim_Flow_Broken_TextInputs, { locale?: "en" | "es" }, { tel: { options: {}; attributes: {}; children: true } }>} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Claim_Flow_Broken_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString} */ ((inputs, options = {}) => {
			const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
			if (locale === "es") return es_claim_flow_broken_text(inputs)
			return en_claim_flow_broken_text(inputs)
		}),
		{
			parts: /** @type {(inputs: Claim_Flow_Broken_TextInputs, options?: { locale?: "en" | "es" }) => import('../runtime.js').MessagePart[]} */ ((inputs, options = {}) => {
				const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
				if (locale === "es") return typeof es_claim_flow_broken_text.parts === "function" ? es_claim_flow_broken_text.parts(inputs) : [{ type: "text", value: es_claim_flow_broken_text(inputs) }]
				return typeof en_claim_flow_broken_text.parts === "function" ? en_claim_flow_broken_text.parts(inputs) : [{ type: "text", value: en_claim_flow_broken_text(inputs) }]
			})
		}
	)
);