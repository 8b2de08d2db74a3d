import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Order_Credit_AvailableInputs */

const en_order_credit_available = /** @type {((inputs: Order_Credit_AvailableInputs) => LocalizedString) & { parts: (inputs: Order_Credit_AvailableInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Order_Credit_AvailableInputs) => LocalizedString} */ ((i) => {
			return /** @type {LocalizedString} */ (`Credit available: ${i?.amount}`)
		}),
		{
			parts: /** @type {(inputs: Order_Credit_AvailableInputs) => import('../runtime.js').MessagePart[]} */ ((i) => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: "Credit available: " }, { type: "markup-start", name: "strong", options: {}, attributes: {} }, { type: "text", value: String(i?.amount) }, { type: "markup-end", name: "strong", options: {}, attributes: {} }])
			})
		}
	)
);

const es_order_credit_available = /** @type {((inputs: Order_Credit_AvailableInputs) => LocalizedString) & { parts: (inputs: Order_Credit_AvailableInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Order_Credit_AvailableInputs) => LocalizedString} */ ((i) => {
			return /** @type {LocalizedString} */ (`Crédito disponible: ${i?.amount}`)
		}),
		{
			parts: /** @type {(inputs: Order_Credit_AvailableInputs) => import('../runtime.js').MessagePart[]} */ ((i) => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: "Crédito disponible: " }, { type: "markup-start", name: "strong", options: {}, attributes: {} }, { type: "text", value: String(i?.amount) }, { type: "markup-end", name: "strong", options: {}, attributes: {} }])
			})
		}
	)
);

/**
* | output |
* | --- |
* | "Credit available: {amount}" |
*
* @param {Order_Credit_AvailableInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_credit_available = /** @type {((inputs: Order_Credit_AvailableInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & { parts: (inputs: Order_Credit_AvailableInputs, options?: { locale?: "en" | "es" }) => import('../runtime.js').MessagePart[] } & import('../runtime.js').MessageMetadata<Order_Credit_AvailableInputs, { locale?: "en" | "es" }, { strong: { options: {}; attributes: {}; children: true } }>} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Order_Credit_AvailableInputs, options?: { locale?: "en" | "es" }) => LocalizedString} */ ((inputs, options = {}) => {
			const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
			if (locale === "es") return es_order_credit_available(inputs)
			return en_order_credit_available(inputs)
		}),
		{
			parts: /** @type {(inputs: Order_Credit_AvailableInputs, options?: { locale?: "en" | "es" }) => import('../runtime.js').MessagePart[]} */ ((inputs, options = {}) => {
				const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
				if (locale === "es") return typeof es_order_credit_available.parts === "function" ? es_order_credit_available.parts(inputs) : [{ type: "text", value: es_order_credit_available(inputs) }]
				return typeof en_order_credit_available.parts === "function" ? en_order_credit_available.parts(inputs) : [{ type: "text", value: en_order_credit_available(inputs) }]
			})
		}
	)
);