import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ item: NonNullable<unknown>, policyNumber: NonNullable<unknown> }} Claim_Queue_ItemInputs */

const en_claim_queue_item = /** @type {((inputs: Claim_Queue_ItemInputs) => LocalizedString) & { parts: (inputs: Claim_Queue_ItemInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Claim_Queue_ItemInputs) => LocalizedString} */ ((i) => {
			return /** @type {LocalizedString} */ (`${i?.item}, ${i?.policyNumber}`)
		}),
		{
			parts: /** @type {(inputs: Claim_Queue_ItemInputs) => import('../runtime.js').MessagePart[]} */ ((i) => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "markup-start", name: "strong", options: {}, attributes: {} }, { type: "text", value: String(i?.item) }, { type: "markup-end", name: "strong", options: {}, attributes: {} }, { type: "text", value: ", " }, { type: "text", value: String(i?.policyNumber) }])
			})
		}
	)
);

const es_claim_queue_item = /** @type {((inputs: Claim_Queue_ItemInputs) => LocalizedString) & { parts: (inputs: Claim_Queue_ItemInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Claim_Queue_ItemInputs) => LocalizedString} */ ((i) => {
			return /** @type {LocalizedString} */ (`${i?.item}, ${i?.policyNumber}`)
		}),
		{
			parts: /** @type {(inputs: Claim_Queue_ItemInputs) => import('../runtime.js').MessagePart[]} */ ((i) => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "markup-start", name: "strong", options: {}, attributes: {} }, { type: "text", value: String(i?.item) }, { type: "markup-end", name: "strong", options: {}, attributes: {} }, { type: "text", value: ", " }, { type: "text", value: String(i?.policyNumber) }])
			})
		}
	)
);

/**
* | output |
* | --- |
* | "{item}, {policyNumber}" |
*
* @param {Claim_Queue_ItemInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_queue_item = /** @type {((inputs: Claim_Queue_ItemInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & { parts: (inputs: Claim_Queue_ItemInputs, options?: { locale?: "en" | "es" }) => import('../runtime.js').MessagePart[] } & import('../runtime.js').MessageMetadata<Claim_Queue_ItemInputs, { locale?: "en" | "es" }, { strong: { options: {}; attributes: {}; children: true } }>} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Claim_Queue_ItemInputs, options?: { locale?: "en" | "es" }) => LocalizedString} */ ((inputs, options = {}) => {
			const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
			if (locale === "es") return es_claim_queue_item(inputs)
			return en_claim_queue_item(inputs)
		}),
		{
			parts: /** @type {(inputs: Claim_Queue_ItemInputs, options?: { locale?: "en" | "es" }) => import('../runtime.js').MessagePart[]} */ ((inputs, options = {}) => {
				const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
				if (locale === "es") return typeof es_claim_queue_item.parts === "function" ? es_claim_queue_item.parts(inputs) : [{ type: "text", value: es_claim_queue_item(inputs) }]
				return typeof en_claim_queue_item.parts === "function" ? en_claim_queue_item.parts(inputs) : [{ type: "text", value: en_claim_queue_item(inputs) }]
			})
		}
	)
);