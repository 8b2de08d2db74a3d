import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ workOrderId: NonNullable<unknown> }} Status_Update_Work_OrderInputs */

const en_status_update_work_order = /** @type {((inputs: Status_Update_Work_OrderInputs) => LocalizedString) & { parts: (inputs: Status_Update_Work_OrderInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Status_Update_Work_OrderInputs) => LocalizedString} */ ((i) => {
			return /** @type {LocalizedString} */ (`Work order ${i?.workOrderId}`)
		}),
		{
			parts: /** @type {(inputs: Status_Update_Work_OrderInputs) => import('../runtime.js').MessagePart[]} */ ((i) => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: "Work order " }, { type: "markup-start", name: "strong", options: {}, attributes: {} }, { type: "text", value: String(i?.workOrderId) }, { type: "markup-end", name: "strong", options: {}, attributes: {} }])
			})
		}
	)
);

const es_status_update_work_order = /** @type {((inputs: Status_Update_Work_OrderInputs) => LocalizedString) & { parts: (inputs: Status_Update_Work_OrderInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Status_Update_Work_OrderInputs) => LocalizedString} */ ((i) => {
			return /** @type {LocalizedString} */ (`Orden de trabajo ${i?.workOrderId}`)
		}),
		{
			parts: /** @type {(inputs: Status_Update_Work_OrderInputs) => import('../runtime.js').MessagePart[]} */ ((i) => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: "Orden de trabajo " }, { type: "markup-start", name: "strong", options: {}, attributes: {} }, { type: "text", value: String(i?.workOrderId) }, { type: "markup-end", name: "strong", options: {}, attributes: {} }])
			})
		}
	)
);

/**
* | output |
* | --- |
* | "Work order {workOrderId}" |
*
* @param {Status_Update_Work_OrderInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const status_update_work_order = /** @type {((inputs: Status_Update_Work_OrderInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & { parts: (inputs: Status_Update_Work_OrderInputs, options?: { locale?: "en" | "es" }) => import('../runtime.js').MessagePart[] } & import('../runtime.js').MessageMetadata<Status_Update_Work_OrderInputs, { locale?: "en" | "es" }, { strong: { options: {}; attributes: {}; children: true } }>} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Status_Update_Work_OrderInputs, options?: { locale?: "en" | "es" }) => LocalizedString} */ ((inputs, options = {}) => {
			const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
			if (locale === "es") return es_status_update_work_order(inputs)
			return en_status_update_work_order(inputs)
		}),
		{
			parts: /** @type {(inputs: Status_Update_Work_OrderInputs, options?: { locale?: "en" | "es" }) => import('../runtime.js').MessagePart[]} */ ((inputs, options = {}) => {
				const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
				if (locale === "es") return typeof es_status_update_work_order.parts === "function" ? es_status_update_work_order.parts(inputs) : [{ type: "text", value: es_status_update_work_order(inputs) }]
				return typeof en_status_update_work_order.parts === "function" ? en_status_update_work_order.parts(inputs) : [{ type: "text", value: en_status_update_work_order(inputs) }]
			})
		}
	)
);