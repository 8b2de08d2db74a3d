import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ role: NonNullable<unknown> }} Order_Partner_FindInputs */

const en_order_partner_find = /** @type {((inputs: Order_Partner_FindInputs) => LocalizedString) & { parts: (inputs: Order_Partner_FindInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Order_Partner_FindInputs) => LocalizedString} */ ((i) => {
			return /** @type {LocalizedString} */ (`Find ${i?.role}`)
		}),
		{
			parts: /** @type {(inputs: Order_Partner_FindInputs) => import('../runtime.js').MessagePart[]} */ ((i) => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: "Find" }, { type: "markup-start", name: "hidden", options: {}, attributes: {} }, { type: "text", value: " " }, { type: "text", value: String(i?.role) }, { type: "markup-end", name: "hidden", options: {}, attributes: {} }])
			})
		}
	)
);

const es_order_partner_find = /** @type {((inputs: Order_Partner_FindInputs) => LocalizedString) & { parts: (inputs: Order_Partner_FindInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Order_Partner_FindInputs) => LocalizedString} */ ((i) => {
			return /** @type {LocalizedString} */ (`Buscar ${i?.role}`)
		}),
		{
			parts: /** @type {(inputs: Order_Partner_FindInputs) => import('../runtime.js').MessagePart[]} */ ((i) => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: "Buscar" }, { type: "markup-start", name: "hidden", options: {}, attributes: {} }, { type: "text", value: " " }, { type: "text", value: String(i?.role) }, { type: "markup-end", name: "hidden", options: {}, attributes: {} }])
			})
		}
	)
);

/**
* | output |
* | --- |
* | "Find {role}" |
*
* @param {Order_Partner_FindInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_partner_find = /** @type {((inputs: Order_Partner_FindInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & { parts: (inputs: Order_Partner_FindInputs, options?: { locale?: "en" | "es" }) => import('../runtime.js').MessagePart[] } & import('../runtime.js').MessageMetadata<Order_Partner_FindInputs, { locale?: "en" | "es" }, { hidden: { options: {}; attributes: {}; children: true } }>} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Order_Partner_FindInputs, options?: { locale?: "en" | "es" }) => LocalizedString} */ ((inputs, options = {}) => {
			const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
			if (locale === "es") return es_order_partner_find(inputs)
			return en_order_partner_find(inputs)
		}),
		{
			parts: /** @type {(inputs: Order_Partner_FindInputs, options?: { locale?: "en" | "es" }) => import('../runtime.js').MessagePart[]} */ ((inputs, options = {}) => {
				const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
				if (locale === "es") return typeof es_order_partner_find.parts === "function" ? es_order_partner_find.parts(inputs) : [{ type: "text", value: es_order_partner_find(inputs) }]
				return typeof en_order_partner_find.parts === "function" ? en_order_partner_find.parts(inputs) : [{ type: "text", value: en_order_partner_find(inputs) }]
			})
		}
	)
);