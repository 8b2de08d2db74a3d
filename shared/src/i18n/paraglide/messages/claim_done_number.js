import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Claim_Done_NumberInputs */

const en_claim_done_number = /** @type {((inputs: Claim_Done_NumberInputs) => LocalizedString) & { parts: (inputs: Claim_Done_NumberInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Claim_Done_NumberInputs) => LocalizedString} */ ((i) => {
			return /** @type {LocalizedString} */ (`Your request number is ${i?.number}.`)
		}),
		{
			parts: /** @type {(inputs: Claim_Done_NumberInputs) => import('../runtime.js').MessagePart[]} */ ((i) => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: "Your request number is " }, { type: "markup-start", name: "strong", options: {}, attributes: {} }, { type: "text", value: String(i?.number) }, { type: "markup-end", name: "strong", options: {}, attributes: {} }, { type: "text", value: "." }])
			})
		}
	)
);

const es_claim_done_number = /** @type {((inputs: Claim_Done_NumberInputs) => LocalizedString) & { parts: (inputs: Claim_Done_NumberInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Claim_Done_NumberInputs) => LocalizedString} */ ((i) => {
			return /** @type {LocalizedString} */ (`Su número de solicitud es ${i?.number}.`)
		}),
		{
			parts: /** @type {(inputs: Claim_Done_NumberInputs) => import('../runtime.js').MessagePart[]} */ ((i) => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: "Su número de solicitud es " }, { type: "markup-start", name: "strong", options: {}, attributes: {} }, { type: "text", value: String(i?.number) }, { type: "markup-end", name: "strong", options: {}, attributes: {} }, { type: "text", value: "." }])
			})
		}
	)
);

/**
* | output |
* | --- |
* | "Your request number is {number}." |
*
* @param {Claim_Done_NumberInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_done_number = /** @type {((inputs: Claim_Done_NumberInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & { parts: (inputs: Claim_Done_NumberInputs, options?: { locale?: "en" | "es" }) => import('../runtime.js').MessagePart[] } & import('../runtime.js').MessageMetadata<Claim_Done_NumberInputs, { locale?: "en" | "es" }, { strong: { options: {}; attributes: {}; children: true } }>} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Claim_Done_NumberInputs, options?: { locale?: "en" | "es" }) => LocalizedString} */ ((inputs, options = {}) => {
			const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
			if (locale === "es") return es_claim_done_number(inputs)
			return en_claim_done_number(inputs)
		}),
		{
			parts: /** @type {(inputs: Claim_Done_NumberInputs, options?: { locale?: "en" | "es" }) => import('../runtime.js').MessagePart[]} */ ((inputs, options = {}) => {
				const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
				if (locale === "es") return typeof es_claim_done_number.parts === "function" ? es_claim_done_number.parts(inputs) : [{ type: "text", value: es_claim_done_number(inputs) }]
				return typeof en_claim_done_number.parts === "function" ? en_claim_done_number.parts(inputs) : [{ type: "text", value: en_claim_done_number(inputs) }]
			})
		}
	)
);