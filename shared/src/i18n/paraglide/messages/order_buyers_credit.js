import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Order_Buyers_CreditInputs */

const en_order_buyers_credit = /** @type {((inputs: Order_Buyers_CreditInputs) => LocalizedString) & { parts: (inputs: Order_Buyers_CreditInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Order_Buyers_CreditInputs) => LocalizedString} */ ((i) => {
			return /** @type {LocalizedString} */ (`Buyer's credit: ${i?.amount}`)
		}),
		{
			parts: /** @type {(inputs: Order_Buyers_CreditInputs) => import('../runtime.js').MessagePart[]} */ ((i) => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: "Buyer's credit: " }, { type: "markup-start", name: "strong", options: {}, attributes: {} }, { type: "text", value: String(i?.amount) }, { type: "markup-end", name: "strong", options: {}, attributes: {} }])
			})
		}
	)
);

const es_order_buyers_credit = /** @type {((inputs: Order_Buyers_CreditInputs) => LocalizedString) & { parts: (inputs: Order_Buyers_CreditInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Order_Buyers_CreditInputs) => LocalizedString} */ ((i) => {
			return /** @type {LocalizedString} */ (`Crédito del comprador: ${i?.amount}`)
		}),
		{
			parts: /** @type {(inputs: Order_Buyers_CreditInputs) => import('../runtime.js').MessagePart[]} */ ((i) => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: "Crédito del comprador: " }, { type: "markup-start", name: "strong", options: {}, attributes: {} }, { type: "text", value: String(i?.amount) }, { type: "markup-end", name: "strong", options: {}, attributes: {} }])
			})
		}
	)
);

/**
* | output |
* | --- |
* | "Buyer's credit: {amount}" |
*
* @param {Order_Buyers_CreditInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_buyers_credit = /** @type {((inputs: Order_Buyers_CreditInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & { parts: (inputs: Order_Buyers_CreditInputs, options?: { locale?: "en" | "es" }) => import('../runtime.js').MessagePart[] } & import('../runtime.js').MessageMetadata<Order_Buyers_CreditInputs, { locale?: "en" | "es" }, { strong: { options: {}; attributes: {}; children: true } }>} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Order_Buyers_CreditInputs, options?: { locale?: "en" | "es" }) => LocalizedString} */ ((inputs, options = {}) => {
			const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
			if (locale === "es") return es_order_buyers_credit(inputs)
			return en_order_buyers_credit(inputs)
		}),
		{
			parts: /** @type {(inputs: Order_Buyers_CreditInputs, options?: { locale?: "en" | "es" }) => import('../runtime.js').MessagePart[]} */ ((inputs, options = {}) => {
				const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
				if (locale === "es") return typeof es_order_buyers_credit.parts === "function" ? es_order_buyers_credit.parts(inputs) : [{ type: "text", value: es_order_buyers_credit(inputs) }]
				return typeof en_order_buyers_credit.parts === "function" ? en_order_buyers_credit.parts(inputs) : [{ type: "text", value: en_order_buyers_credit(inputs) }]
			})
		}
	)
);