import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ phone: NonNullable<unknown> }} Order_Next_Keep_PolicyInputs */

const en_order_next_keep_policy = /** @type {((inputs: Order_Next_Keep_PolicyInputs) => LocalizedString) & { parts: (inputs: Order_Next_Keep_PolicyInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Order_Next_Keep_PolicyInputs) => LocalizedString} */ ((i) => {
			return /** @type {LocalizedString} */ (`Keep your policy number: you need it to request a repair. Questions? Call us at ${i?.phone}.`)
		}),
		{
			parts: /** @type {(inputs: Order_Next_Keep_PolicyInputs) => import('../runtime.js').MessagePart[]} */ ((i) => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: "Keep your policy number: you need it to request a repair. Questions? Call us at " }, { type: "markup-start", name: "tel", options: {}, attributes: {} }, { type: "text", value: String(i?.phone) }, { type: "markup-end", name: "tel", options: {}, attributes: {} }, { type: "text", value: "." }])
			})
		}
	)
);

const es_order_next_keep_policy = /** @type {((inputs: Order_Next_Keep_PolicyInputs) => LocalizedString) & { parts: (inputs: Order_Next_Keep_PolicyInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Order_Next_Keep_PolicyInputs) => LocalizedString} */ ((i) => {
			return /** @type {LocalizedString} */ (`Guarde su número de póliza: lo necesita para solicitar una reparación. ¿Preguntas? Llámenos al ${i?.phone}.`)
		}),
		{
			parts: /** @type {(inputs: Order_Next_Keep_PolicyInputs) => import('../runtime.js').MessagePart[]} */ ((i) => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: "Guarde su número de póliza: lo necesita para solicitar una reparación. ¿Preguntas? Llámenos al " }, { type: "markup-start", name: "tel", options: {}, attributes: {} }, { type: "text", value: String(i?.phone) }, { type: "markup-end", name: "tel", options: {}, attributes: {} }, { type: "text", value: "." }])
			})
		}
	)
);

/**
* | output |
* | --- |
* | "Keep your policy number: you need it to request a repair. Questions? Call us at {phone}." |
*
* @param {Order_Next_Keep_PolicyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_next_keep_policy = /** @type {((inputs: Order_Next_Keep_PolicyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & { parts: (inputs: Order_Next_Keep_PolicyInputs, options?: { locale?: "en" | "es" }) => import('../runtime.js').MessagePart[] } & import('../runtime.js').MessageMetadata<Order_Next_Keep_PolicyInputs, { locale?: "en" | "es" }, { tel: { options: {}; attributes: {}; children: true } }>} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Order_Next_Keep_PolicyInputs, options?: { locale?: "en" | "es" }) => LocalizedString} */ ((inputs, options = {}) => {
			const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
			if (locale === "es") return es_order_next_keep_policy(inputs)
			return en_order_next_keep_policy(inputs)
		}),
		{
			parts: /** @type {(inputs: Order_Next_Keep_PolicyInputs, options?: { locale?: "en" | "es" }) => import('../runtime.js').MessagePart[]} */ ((inputs, options = {}) => {
				const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
				if (locale === "es") return typeof es_order_next_keep_policy.parts === "function" ? es_order_next_keep_policy.parts(inputs) : [{ type: "text", value: es_order_next_keep_policy(inputs) }]
				return typeof en_order_next_keep_policy.parts === "function" ? en_order_next_keep_policy.parts(inputs) : [{ type: "text", value: en_order_next_keep_policy(inputs) }]
			})
		}
	)
);