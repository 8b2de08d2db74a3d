import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_DeclinedInputs */

const en_order_declined = /** @type {((inputs: Order_DeclinedInputs) => LocalizedString) & { parts: (inputs: Order_DeclinedInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Order_DeclinedInputs) => LocalizedString} */ (() => {
			return /** @type {LocalizedString} */ (`Your card was declined. Nothing was ordered and nothing was charged. Please enter another card, then place the order again.`)
		}),
		{
			parts: /** @type {(inputs: Order_DeclinedInputs) => import('../runtime.js').MessagePart[]} */ (() => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "markup-start", name: "strong", options: {}, attributes: {} }, { type: "text", value: "Your card was declined." }, { type: "markup-end", name: "strong", options: {}, attributes: {} }, { type: "text", value: " Nothing was ordered and nothing was charged. Please enter another card, then place the order again." }])
			})
		}
	)
);

const es_order_declined = /** @type {((inputs: Order_DeclinedInputs) => LocalizedString) & { parts: (inputs: Order_DeclinedInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Order_DeclinedInputs) => LocalizedString} */ (() => {
			return /** @type {LocalizedString} */ (`Su tarjeta fue rechazada. No se hizo ningún pedido ni se cobró nada. Ingrese otra tarjeta y vuelva a hacer el pedido.`)
		}),
		{
			parts: /** @type {(inputs: Order_DeclinedInputs) => import('../runtime.js').MessagePart[]} */ (() => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "markup-start", name: "strong", options: {}, attributes: {} }, { type: "text", value: "Su tarjeta fue rechazada." }, { type: "markup-end", name: "strong", options: {}, attributes: {} }, { type: "text", value: " No se hizo ningún pedido ni se cobró nada. Ingrese otra tarjeta y vuelva a hacer el pedido." }])
			})
		}
	)
);

/**
* | output |
* | --- |
* | "Your card was declined. Nothing was ordered and nothing was charged. Please enter another card, then place the order again." |
*
* @param {Order_DeclinedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_declined = /** @type {((inputs?: Order_DeclinedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & { parts: (inputs?: Order_DeclinedInputs, options?: { locale?: "en" | "es" }) => import('../runtime.js').MessagePart[] } & import('../runtime.js').MessageMetadata<Order_DeclinedInputs, { locale?: "en" | "es" }, { strong: { options: {}; attributes: {}; children: true } }>} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs?: Order_DeclinedInputs, options?: { locale?: "en" | "es" }) => LocalizedString} */ ((inputs = {}, options = {}) => {
			const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
			if (locale === "es") return es_order_declined(inputs)
			return en_order_declined(inputs)
		}),
		{
			parts: /** @type {(inputs?: Order_DeclinedInputs, options?: { locale?: "en" | "es" }) => import('../runtime.js').MessagePart[]} */ ((inputs = {}, options = {}) => {
				const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
				if (locale === "es") return typeof es_order_declined.parts === "function" ? es_order_declined.parts(inputs) : [{ type: "text", value: es_order_declined(inputs) }]
				return typeof en_order_declined.parts === "function" ? en_order_declined.parts(inputs) : [{ type: "text", value: en_order_declined(inputs) }]
			})
		}
	)
);