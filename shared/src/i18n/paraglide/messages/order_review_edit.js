import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ part: NonNullable<unknown> }} Order_Review_EditInputs */

const en_order_review_edit = /** @type {((inputs: Order_Review_EditInputs) => LocalizedString) & { parts: (inputs: Order_Review_EditInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Order_Review_EditInputs) => LocalizedString} */ ((i) => {
			return /** @type {LocalizedString} */ (`Edit ${i?.part}`)
		}),
		{
			parts: /** @type {(inputs: Order_Review_EditInputs) => import('../runtime.js').MessagePart[]} */ ((i) => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: "Edit" }, { type: "markup-start", name: "hidden", options: {}, attributes: {} }, { type: "text", value: " " }, { type: "text", value: String(i?.part) }, { type: "markup-end", name: "hidden", options: {}, attributes: {} }])
			})
		}
	)
);

const es_order_review_edit = /** @type {((inputs: Order_Review_EditInputs) => LocalizedString) & { parts: (inputs: Order_Review_EditInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Order_Review_EditInputs) => LocalizedString} */ ((i) => {
			return /** @type {LocalizedString} */ (`Editar ${i?.part}`)
		}),
		{
			parts: /** @type {(inputs: Order_Review_EditInputs) => import('../runtime.js').MessagePart[]} */ ((i) => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: "Editar" }, { type: "markup-start", name: "hidden", options: {}, attributes: {} }, { type: "text", value: " " }, { type: "text", value: String(i?.part) }, { type: "markup-end", name: "hidden", options: {}, attributes: {} }])
			})
		}
	)
);

/**
* | output |
* | --- |
* | "Edit {part}" |
*
* @param {Order_Review_EditInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_review_edit = /** @type {((inputs: Order_Review_EditInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & { parts: (inputs: Order_Review_EditInputs, options?: { locale?: "en" | "es" }) => import('../runtime.js').MessagePart[] } & import('../runtime.js').MessageMetadata<Order_Review_EditInputs, { locale?: "en" | "es" }, { hidden: { options: {}; attributes: {}; children: true } }>} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Order_Review_EditInputs, options?: { locale?: "en" | "es" }) => LocalizedString} */ ((inputs, options = {}) => {
			const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
			if (locale === "es") return es_order_review_edit(inputs)
			return en_order_review_edit(inputs)
		}),
		{
			parts: /** @type {(inputs: Order_Review_EditInputs, options?: { locale?: "en" | "es" }) => import('../runtime.js').MessagePart[]} */ ((inputs, options = {}) => {
				const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
				if (locale === "es") return typeof es_order_review_edit.parts === "function" ? es_order_review_edit.parts(inputs) : [{ type: "text", value: es_order_review_edit(inputs) }]
				return typeof en_order_review_edit.parts === "function" ? en_order_review_edit.parts(inputs) : [{ type: "text", value: en_order_review_edit(inputs) }]
			})
		}
	)
);