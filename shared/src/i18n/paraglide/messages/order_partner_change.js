import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ role: NonNullable<unknown> }} Order_Partner_ChangeInputs */

const en_order_partner_change = /** @type {((inputs: Order_Partner_ChangeInputs) => LocalizedString) & { parts: (inputs: Order_Partner_ChangeInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Order_Partner_ChangeInputs) => LocalizedString} */ ((i) => {
			return /** @type {LocalizedString} */ (`Change ${i?.role}`)
		}),
		{
			parts: /** @type {(inputs: Order_Partner_ChangeInputs) => import('../runtime.js').MessagePart[]} */ ((i) => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: "Change" }, { type: "markup-start", name: "hidden", options: {}, attributes: {} }, { type: "text", value: " " }, { type: "text", value: String(i?.role) }, { type: "markup-end", name: "hidden", options: {}, attributes: {} }])
			})
		}
	)
);

const es_order_partner_change = /** @type {((inputs: Order_Partner_ChangeInputs) => LocalizedString) & { parts: (inputs: Order_Partner_ChangeInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Order_Partner_ChangeInputs) => LocalizedString} */ ((i) => {
			return /** @type {LocalizedString} */ (`Cambiar ${i?.role}`)
		}),
		{
			parts: /** @type {(inputs: Order_Partner_ChangeInputs) => import('../runtime.js').MessagePart[]} */ ((i) => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: "Cambiar" }, { type: "markup-start", name: "hidden", options: {}, attributes: {} }, { type: "text", value: " " }, { type: "text", value: String(i?.role) }, { type: "markup-end", name: "hidden", options: {}, attributes: {} }])
			})
		}
	)
);

/**
* | output |
* | --- |
* | "Change {role}" |
*
* @param {Order_Partner_ChangeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_partner_change = /** @type {((inputs: Order_Partner_ChangeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & { parts: (inputs: Order_Partner_ChangeInputs, options?: { locale?: "en" | "es" }) => import('../runtime.js').MessagePart[] } & import('../runtime.js').MessageMetadata<Order_Partner_ChangeInputs, { locale?: "en" | "es" }, { hidden: { options: {}; attributes: {}; children: true } }>} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Order_Partner_ChangeInputs, options?: { locale?: "en" | "es" }) => LocalizedString} */ ((inputs, options = {}) => {
			const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
			if (locale === "es") return es_order_partner_change(inputs)
			return en_order_partner_change(inputs)
		}),
		{
			parts: /** @type {(inputs: Order_Partner_ChangeInputs, options?: { locale?: "en" | "es" }) => import('../runtime.js').MessagePart[]} */ ((inputs, options = {}) => {
				const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
				if (locale === "es") return typeof es_order_partner_change.parts === "function" ? es_order_partner_change.parts(inputs) : [{ type: "text", value: es_order_partner_change(inputs) }]
				return typeof en_order_partner_change.parts === "function" ? en_order_partner_change.parts(inputs) : [{ type: "text", value: en_order_partner_change(inputs) }]
			})
		}
	)
);