import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Claim_Fee_TextInputs */

const en_claim_fee_text = /** @type {((inputs: Claim_Fee_TextInputs) => LocalizedString) & { parts: (inputs: Claim_Fee_TextInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Claim_Fee_TextInputs) => LocalizedString} */ ((i) => {
			return /** @type {LocalizedString} */ (`The service call fee for this request is ${i?.amount}. It is charged when you submit the request.`)
		}),
		{
			parts: /** @type {(inputs: Claim_Fee_TextInputs) => import('../runtime.js').MessagePart[]} */ ((i) => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: "The service call fee for this request is " }, { type: "markup-start", name: "strong", options: {}, attributes: {} }, { type: "text", value: String(i?.amount) }, { type: "markup-end", name: "strong", options: {}, attributes: {} }, { type: "text", value: ". It is charged when you submit the request." }])
			})
		}
	)
);

const es_claim_fee_text = /** @type {((inputs: Claim_Fee_TextInputs) => LocalizedString) & { parts: (inputs: Claim_Fee_TextInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Claim_Fee_TextInputs) => LocalizedString} */ ((i) => {
			return /** @type {LocalizedString} */ (`La tarifa de visita de servicio de esta solicitud es de ${i?.amount}. Se cobra cuando envía la solicitud.`)
		}),
		{
			parts: /** @type {(inputs: Claim_Fee_TextInputs) => import('../runtime.js').MessagePart[]} */ ((i) => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: "La tarifa de visita de servicio de esta solicitud es de " }, { type: "markup-start", name: "strong", options: {}, attributes: {} }, { type: "text", value: String(i?.amount) }, { type: "markup-end", name: "strong", options: {}, attributes: {} }, { type: "text", value: ". Se cobra cuando envía la solicitud." }])
			})
		}
	)
);

/**
* | output |
* | --- |
* | "The service call fee for this request is {amount}. It is charged when you submit the request." |
*
* @param {Claim_Fee_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_fee_text = /** @type {((inputs: Claim_Fee_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & { parts: (inputs: Claim_Fee_TextInputs, options?: { locale?: "en" | "es" }) => import('../runtime.js').MessagePart[] } & import('../runtime.js').MessageMetadata<Claim_Fee_TextInputs, { locale?: "en" | "es" }, { strong: { options: {}; attributes: {}; children: true } }>} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Claim_Fee_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString} */ ((inputs, options = {}) => {
			const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
			if (locale === "es") return es_claim_fee_text(inputs)
			return en_claim_fee_text(inputs)
		}),
		{
			parts: /** @type {(inputs: Claim_Fee_TextInputs, options?: { locale?: "en" | "es" }) => import('../runtime.js').MessagePart[]} */ ((inputs, options = {}) => {
				const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
				if (locale === "es") return typeof es_claim_fee_text.parts === "function" ? es_claim_fee_text.parts(inputs) : [{ type: "text", value: es_claim_fee_text(inputs) }]
				return typeof en_claim_fee_text.parts === "function" ? en_claim_fee_text.parts(inputs) : [{ type: "text", value: en_claim_fee_text(inputs) }]
			})
		}
	)
);