import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ plan: NonNullable<unknown>, owner: NonNullable<unknown>, address: NonNullable<unknown>, total: NonNullable<unknown> }} Order_Queued_LineInputs */

const en_order_queued_line = /** @type {((inputs: Order_Queued_LineInputs) => LocalizedString) & { parts: (inputs: Order_Queued_LineInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Order_Queued_LineInputs) => LocalizedString} */ ((i) => {
			return /** @type {LocalizedString} */ (`${i?.plan} for ${i?.owner}, ${i?.address}: ${i?.total}`)
		}),
		{
			parts: /** @type {(inputs: Order_Queued_LineInputs) => import('../runtime.js').MessagePart[]} */ ((i) => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "markup-start", name: "strong", options: {}, attributes: {} }, { type: "text", value: String(i?.plan) }, { type: "markup-end", name: "strong", options: {}, attributes: {} }, { type: "text", value: " for " }, { type: "text", value: String(i?.owner) }, { type: "text", value: ", " }, { type: "text", value: String(i?.address) }, { type: "text", value: ": " }, { type: "text", value: String(i?.total) }])
			})
		}
	)
);

const es_order_queued_line = /** @type {((inputs: Order_Queued_LineInputs) => LocalizedString) & { parts: (inputs: Order_Queued_LineInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Order_Queued_LineInputs) => LocalizedString} */ ((i) => {
			return /** @type {LocalizedString} */ (`${i?.plan} para ${i?.owner}, ${i?.address}: ${i?.total}`)
		}),
		{
			parts: /** @type {(inputs: Order_Queued_LineInputs) => import('../runtime.js').MessagePart[]} */ ((i) => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "markup-start", name: "strong", options: {}, attributes: {} }, { type: "text", value: String(i?.plan) }, { type: "markup-end", name: "strong", options: {}, attributes: {} }, { type: "text", value: " para " }, { type: "text", value: String(i?.owner) }, { type: "text", value: ", " }, { type: "text", value: String(i?.address) }, { type: "text", value: ": " }, { type: "text", value: String(i?.total) }])
			})
		}
	)
);

/**
* | output |
* | --- |
* | "{plan} for {owner}, {address}: {total}" |
*
* @param {Order_Queued_LineInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_queued_line = /** @type {((inputs: Order_Queued_LineInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & { parts: (inputs: Order_Queued_LineInputs, options?: { locale?: "en" | "es" }) => import('../runtime.js').MessagePart[] } & import('../runtime.js').MessageMetadata<Order_Queued_LineInputs, { locale?: "en" | "es" }, { strong: { options: {}; attributes: {}; children: true } }>} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Order_Queued_LineInputs, options?: { locale?: "en" | "es" }) => LocalizedString} */ ((inputs, options = {}) => {
			const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
			if (locale === "es") return es_order_queued_line(inputs)
			return en_order_queued_line(inputs)
		}),
		{
			parts: /** @type {(inputs: Order_Queued_LineInputs, options?: { locale?: "en" | "es" }) => import('../runtime.js').MessagePart[]} */ ((inputs, options = {}) => {
				const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
				if (locale === "es") return typeof es_order_queued_line.parts === "function" ? es_order_queued_line.parts(inputs) : [{ type: "text", value: es_order_queued_line(inputs) }]
				return typeof en_order_queued_line.parts === "function" ? en_order_queued_line.parts(inputs) : [{ type: "text", value: en_order_queued_line(inputs) }]
			})
		}
	)
);