import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ fee: NonNullable<unknown> }} Order_Service_Fee_FactInputs */

const en_order_service_fee_fact = /** @type {((inputs: Order_Service_Fee_FactInputs) => LocalizedString) & { parts: (inputs: Order_Service_Fee_FactInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Order_Service_Fee_FactInputs) => LocalizedString} */ ((i) => {
			return /** @type {LocalizedString} */ (`Service call fee: ${i?.fee}`)
		}),
		{
			parts: /** @type {(inputs: Order_Service_Fee_FactInputs) => import('../runtime.js').MessagePart[]} */ ((i) => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: "Service call fee: " }, { type: "markup-start", name: "strong", options: {}, attributes: {} }, { type: "text", value: String(i?.fee) }, { type: "markup-end", name: "strong", options: {}, attributes: {} }])
			})
		}
	)
);

const es_order_service_fee_fact = /** @type {((inputs: Order_Service_Fee_FactInputs) => LocalizedString) & { parts: (inputs: Order_Service_Fee_FactInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Order_Service_Fee_FactInputs) => LocalizedString} */ ((i) => {
			return /** @type {LocalizedString} */ (`Tarifa de visita de servicio: ${i?.fee}`)
		}),
		{
			parts: /** @type {(inputs: Order_Service_Fee_FactInputs) => import('../runtime.js').MessagePart[]} */ ((i) => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: "Tarifa de visita de servicio: " }, { type: "markup-start", name: "strong", options: {}, attributes: {} }, { type: "text", value: String(i?.fee) }, { type: "markup-end", name: "strong", options: {}, attributes: {} }])
			})
		}
	)
);

/**
* | output |
* | --- |
* | "Service call fee: {fee}" |
*
* @param {Order_Service_Fee_FactInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_service_fee_fact = /** @type {((inputs: Order_Service_Fee_FactInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & { parts: (inputs: Order_Service_Fee_FactInputs, options?: { locale?: "en" | "es" }) => import('../runtime.js').MessagePart[] } & import('../runtime.js').MessageMetadata<Order_Service_Fee_FactInputs, { locale?: "en" | "es" }, { strong: { options: {}; attributes: {}; children: true } }>} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Order_Service_Fee_FactInputs, options?: { locale?: "en" | "es" }) => LocalizedString} */ ((inputs, options = {}) => {
			const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
			if (locale === "es") return es_order_service_fee_fact(inputs)
			return en_order_service_fee_fact(inputs)
		}),
		{
			parts: /** @type {(inputs: Order_Service_Fee_FactInputs, options?: { locale?: "en" | "es" }) => import('../runtime.js').MessagePart[]} */ ((inputs, options = {}) => {
				const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
				if (locale === "es") return typeof es_order_service_fee_fact.parts === "function" ? es_order_service_fee_fact.parts(inputs) : [{ type: "text", value: es_order_service_fee_fact(inputs) }]
				return typeof en_order_service_fee_fact.parts === "function" ? en_order_service_fee_fact.parts(inputs) : [{ type: "text", value: en_order_service_fee_fact(inputs) }]
			})
		}
	)
);