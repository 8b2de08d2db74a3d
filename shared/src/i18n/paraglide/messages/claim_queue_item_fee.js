import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ item: NonNullable<unknown>, policyNumber: NonNullable<unknown>, amount: NonNullable<unknown> }} Claim_Queue_Item_FeeInputs */

const en_claim_queue_item_fee = /** @type {((inputs: Claim_Queue_Item_FeeInputs) => LocalizedString) & { parts: (inputs: Claim_Queue_Item_FeeInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Claim_Queue_Item_FeeInputs) => LocalizedString} */ ((i) => {
			return /** @type {LocalizedString} */ (`${i?.item}, ${i?.policyNumber}: ${i?.amount} service call fee`)
		}),
		{
			parts: /** @type {(inputs: Claim_Queue_Item_FeeInputs) => import('../runtime.js').MessagePart[]} */ ((i) => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "markup-start", name: "strong", options: {}, attributes: {} }, { type: "text", value: String(i?.item) }, { type: "markup-end", name: "strong", options: {}, attributes: {} }, { type: "text", value: ", " }, { type: "text", value: String(i?.policyNumber) }, { type: "text", value: ": " }, { type: "text", value: String(i?.amount) }, { type: "text", value: " service call fee" }])
			})
		}
	)
);

const es_claim_queue_item_fee = /** @type {((inputs: Claim_Queue_Item_FeeInputs) => LocalizedString) & { parts: (inputs: Claim_Queue_Item_FeeInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Claim_Queue_Item_FeeInputs) => LocalizedString} */ ((i) => {
			return /** @type {LocalizedString} */ (`${i?.item}, ${i?.policyNumber}: tarifa de visita de servicio de ${i?.amount}`)
		}),
		{
			parts: /** @type {(inputs: Claim_Queue_Item_FeeInputs) => import('../runtime.js').MessagePart[]} */ ((i) => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "markup-start", name: "strong", options: {}, attributes: {} }, { type: "text", value: String(i?.item) }, { type: "markup-end", name: "strong", options: {}, attributes: {} }, { type: "text", value: ", " }, { type: "text", value: String(i?.policyNumber) }, { type: "text", value: ": tarifa de visita de servicio de " }, { type: "text", value: String(i?.amount) }])
			})
		}
	)
);

/**
* | output |
* | --- |
* | "{item}, {policyNumber}: {amount} service call fee" |
*
* @param {Claim_Queue_Item_FeeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_queue_item_fee = /** @type {((inputs: Claim_Queue_Item_FeeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & { parts: (inputs: Claim_Queue_Item_FeeInputs, options?: { locale?: "en" | "es" }) => import('../runtime.js').MessagePart[] } & import('../runtime.js').MessageMetadata<Claim_Queue_Item_FeeInputs, { locale?: "en" | "es" }, { strong: { options: {}; attributes: {}; children: true } }>} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Claim_Queue_Item_FeeInputs, options?: { locale?: "en" | "es" }) => LocalizedString} */ ((inputs, options = {}) => {
			const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
			if (locale === "es") return es_claim_queue_item_fee(inputs)
			return en_claim_queue_item_fee(inputs)
		}),
		{
			parts: /** @type {(inputs: Claim_Queue_Item_FeeInputs, options?: { locale?: "en" | "es" }) => import('../runtime.js').MessagePart[]} */ ((inputs, options = {}) => {
				const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
				if (locale === "es") return typeof es_claim_queue_item_fee.parts === "function" ? es_claim_queue_item_fee.parts(inputs) : [{ type: "text", value: es_claim_queue_item_fee(inputs) }]
				return typeof en_claim_queue_item_fee.parts === "function" ? en_claim_queue_item_fee.parts(inputs) : [{ type: "text", value: en_claim_queue_item_fee(inputs) }]
			})
		}
	)
);