import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ phone: NonNullable<unknown> }} Claim_Call_UsInputs */

const en_claim_call_us = /** @type {((inputs: Claim_Call_UsInputs) => LocalizedString) & { parts: (inputs: Claim_Call_UsInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Claim_Call_UsInputs) => LocalizedString} */ ((i) => {
			return /** @type {LocalizedString} */ (`Please call us at ${i?.phone}.`)
		}),
		{
			parts: /** @type {(inputs: Claim_Call_UsInputs) => import('../runtime.js').MessagePart[]} */ ((i) => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: "Please call us at " }, { type: "markup-start", name: "tel", options: {}, attributes: {} }, { type: "text", value: String(i?.phone) }, { type: "markup-end", name: "tel", options: {}, attributes: {} }, { type: "text", value: "." }])
			})
		}
	)
);

const es_claim_call_us = /** @type {((inputs: Claim_Call_UsInputs) => LocalizedString) & { parts: (inputs: Claim_Call_UsInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Claim_Call_UsInputs) => LocalizedString} */ ((i) => {
			return /** @type {LocalizedString} */ (`Llámenos al ${i?.phone}.`)
		}),
		{
			parts: /** @type {(inputs: Claim_Call_UsInputs) => import('../runtime.js').MessagePart[]} */ ((i) => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: "Llámenos al " }, { type: "markup-start", name: "tel", options: {}, attributes: {} }, { type: "text", value: String(i?.phone) }, { type: "markup-end", name: "tel", options: {}, attributes: {} }, { type: "text", value: "." }])
			})
		}
	)
);

/**
* | output |
* | --- |
* | "Please call us at {phone}." |
*
* @param {Claim_Call_UsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_call_us = /** @type {((inputs: Claim_Call_UsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & { parts: (inputs: Claim_Call_UsInputs, options?: { locale?: "en" | "es" }) => import('../runtime.js').MessagePart[] } & import('../runtime.js').MessageMetadata<Claim_Call_UsInputs, { locale?: "en" | "es" }, { tel: { options: {}; attributes: {}; children: true } }>} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Claim_Call_UsInputs, options?: { locale?: "en" | "es" }) => LocalizedString} */ ((inputs, options = {}) => {
			const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
			if (locale === "es") return es_claim_call_us(inputs)
			return en_claim_call_us(inputs)
		}),
		{
			parts: /** @type {(inputs: Claim_Call_UsInputs, options?: { locale?: "en" | "es" }) => import('../runtime.js').MessagePart[]} */ ((inputs, options = {}) => {
				const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
				if (locale === "es") return typeof es_claim_call_us.parts === "function" ? es_claim_call_us.parts(inputs) : [{ type: "text", value: es_claim_call_us(inputs) }]
				return typeof en_claim_call_us.parts === "function" ? en_claim_call_us.parts(inputs) : [{ type: "text", value: en_claim_call_us(inputs) }]
			})
		}
	)
);