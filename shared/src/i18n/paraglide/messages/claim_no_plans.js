import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ phone: NonNullable<unknown> }} Claim_No_PlansInputs */

const en_claim_no_plans = /** @type {((inputs: Claim_No_PlansInputs) => LocalizedString) & { parts: (inputs: Claim_No_PlansInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Claim_No_PlansInputs) => LocalizedString} */ ((i) => {
			return /** @type {LocalizedString} */ (`There is no plan on your account to request a repair for. Questions? Call us at ${i?.phone}.`)
		}),
		{
			parts: /** @type {(inputs: Claim_No_PlansInputs) => import('../runtime.js').MessagePart[]} */ ((i) => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: "There is no plan on your account to request a repair for. Questions? Call us at " }, { type: "markup-start", name: "tel", options: {}, attributes: {} }, { type: "text", value: String(i?.phone) }, { type: "markup-end", name: "tel", options: {}, attributes: {} }, { type: "text", value: "." }])
			})
		}
	)
);

const es_claim_no_plans = /** @type {((inputs: Claim_No_PlansInputs) => LocalizedString) & { parts: (inputs: Claim_No_PlansInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Claim_No_PlansInputs) => LocalizedString} */ ((i) => {
			return /** @type {LocalizedString} */ (`Su cuenta no tiene ningún plan para el que pueda solicitar una reparación. ¿Preguntas? Llámenos al ${i?.phone}.`)
		}),
		{
			parts: /** @type {(inputs: Claim_No_PlansInputs) => import('../runtime.js').MessagePart[]} */ ((i) => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: "Su cuenta no tiene ningún plan para el que pueda solicitar una reparación. ¿Preguntas? Llámenos al " }, { type: "markup-start", name: "tel", options: {}, attributes: {} }, { type: "text", value: String(i?.phone) }, { type: "markup-end", name: "tel", options: {}, attributes: {} }, { type: "text", value: "." }])
			})
		}
	)
);

/**
* | output |
* | --- |
* | "There is no plan on your account to request a repair for. Questions? Call us at {phone}." |
*
* @param {Claim_No_PlansInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_no_plans = /** @type {((inputs: Claim_No_PlansInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & { parts: (inputs: Claim_No_PlansInputs, options?: { locale?: "en" | "es" }) => import('../runtime.js').MessagePart[] } & import('../runtime.js').MessageMetadata<Claim_No_PlansInputs, { locale?: "en" | "es" }, { tel: { options: {}; attributes: {}; children: true } }>} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Claim_No_PlansInputs, options?: { locale?: "en" | "es" }) => LocalizedString} */ ((inputs, options = {}) => {
			const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
			if (locale === "es") return es_claim_no_plans(inputs)
			return en_claim_no_plans(inputs)
		}),
		{
			parts: /** @type {(inputs: Claim_No_PlansInputs, options?: { locale?: "en" | "es" }) => import('../runtime.js').MessagePart[]} */ ((inputs, options = {}) => {
				const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
				if (locale === "es") return typeof es_claim_no_plans.parts === "function" ? es_claim_no_plans.parts(inputs) : [{ type: "text", value: es_claim_no_plans(inputs) }]
				return typeof en_claim_no_plans.parts === "function" ? en_claim_no_plans.parts(inputs) : [{ type: "text", value: en_claim_no_plans(inputs) }]
			})
		}
	)
);