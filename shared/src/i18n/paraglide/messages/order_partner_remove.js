import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ role: NonNullable<unknown> }} Order_Partner_RemoveInputs */

const en_order_partner_remove = /** @type {((inputs: Order_Partner_RemoveInputs) => LocalizedString) & { parts: (inputs: Order_Partner_RemoveInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Order_Partner_RemoveInputs) => LocalizedString} */ ((i) => {
			return /** @type {LocalizedString} */ (`Remove ${i?.role}`)
		}),
		{
			parts: /** @type {(inputs: Order_Partner_RemoveInputs) => import('../runtime.js').MessagePart[]} */ ((i) => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: "Remove" }, { type: "markup-start", name: "hidden", options: {}, attributes: {} }, { type: "text", value: " " }, { type: "text", value: String(i?.role) }, { type: "markup-end", name: "hidden", options: {}, attributes: {} }])
			})
		}
	)
);

const es_order_partner_remove = /** @type {((inputs: Order_Partner_RemoveInputs) => LocalizedString) & { parts: (inputs: Order_Partner_RemoveInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Order_Partner_RemoveInputs) => LocalizedString} */ ((i) => {
			return /** @type {LocalizedString} */ (`Quitar ${i?.role}`)
		}),
		{
			parts: /** @type {(inputs: Order_Partner_RemoveInputs) => import('../runtime.js').MessagePart[]} */ ((i) => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: "Quitar" }, { type: "markup-start", name: "hidden", options: {}, attributes: {} }, { type: "text", value: " " }, { type: "text", value: String(i?.role) }, { type: "markup-end", name: "hidden", options: {}, attributes: {} }])
			})
		}
	)
);

/**
* | output |
* | --- |
* | "Remove {role}" |
*
* @param {Order_Partner_RemoveInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_partner_remove = /** @type {((inputs: Order_Partner_RemoveInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & { parts: (inputs: Order_Partner_RemoveInputs, options?: { locale?: "en" | "es" }) => import('../runtime.js').MessagePart[] } & import('../runtime.js').MessageMetadata<Order_Partner_RemoveInputs, { locale?: "en" | "es" }, { hidden: { options: {}; attributes: {}; children: true } }>} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Order_Partner_RemoveInputs, options?: { locale?: "en" | "es" }) => LocalizedString} */ ((inputs, options = {}) => {
			const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
			if (locale === "es") return es_order_partner_remove(inputs)
			return en_order_partner_remove(inputs)
		}),
		{
			parts: /** @type {(inputs: Order_Partner_RemoveInputs, options?: { locale?: "en" | "es" }) => import('../runtime.js').MessagePart[]} */ ((inputs, options = {}) => {
				const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
				if (locale === "es") return typeof es_order_partner_remove.parts === "function" ? es_order_partner_remove.parts(inputs) : [{ type: "text", value: es_order_partner_remove(inputs) }]
				return typeof en_order_partner_remove.parts === "function" ? en_order_partner_remove.parts(inputs) : [{ type: "text", value: en_order_partner_remove(inputs) }]
			})
		}
	)
);