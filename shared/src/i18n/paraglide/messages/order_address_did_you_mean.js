import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ address: NonNullable<unknown> }} Order_Address_Did_You_MeanInputs */

const en_order_address_did_you_mean = /** @type {((inputs: Order_Address_Did_You_MeanInputs) => LocalizedString) & { parts: (inputs: Order_Address_Did_You_MeanInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Order_Address_Did_You_MeanInputs) => LocalizedString} */ ((i) => {
			return /** @type {LocalizedString} */ (`Did you mean ${i?.address}?`)
		}),
		{
			parts: /** @type {(inputs: Order_Address_Did_You_MeanInputs) => import('../runtime.js').MessagePart[]} */ ((i) => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: "Did you mean " }, { type: "markup-start", name: "strong", options: {}, attributes: {} }, { type: "text", value: String(i?.address) }, { type: "markup-end", name: "strong", options: {}, attributes: {} }, { type: "text", value: "?" }])
			})
		}
	)
);

const es_order_address_did_you_mean = /** @type {((inputs: Order_Address_Did_You_MeanInputs) => LocalizedString) & { parts: (inputs: Order_Address_Did_You_MeanInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Order_Address_Did_You_MeanInputs) => LocalizedString} */ ((i) => {
			return /** @type {LocalizedString} */ (`¿Quiso decir ${i?.address}?`)
		}),
		{
			parts: /** @type {(inputs: Order_Address_Did_You_MeanInputs) => import('../runtime.js').MessagePart[]} */ ((i) => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: "¿Quiso decir " }, { type: "markup-start", name: "strong", options: {}, attributes: {} }, { type: "text", value: String(i?.address) }, { type: "markup-end", name: "strong", options: {}, attributes: {} }, { type: "text", value: "?" }])
			})
		}
	)
);

/**
* | output |
* | --- |
* | "Did you mean {address}?" |
*
* @param {Order_Address_Did_You_MeanInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_address_did_you_mean = /** @type {((inputs: Order_Address_Did_You_MeanInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & { parts: (inputs: Order_Address_Did_You_MeanInputs, options?: { locale?: "en" | "es" }) => import('../runtime.js').MessagePart[] } & import('../runtime.js').MessageMetadata<Order_Address_Did_You_MeanInputs, { locale?: "en" | "es" }, { strong: { options: {}; attributes: {}; children: true } }>} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Order_Address_Did_You_MeanInputs, options?: { locale?: "en" | "es" }) => LocalizedString} */ ((inputs, options = {}) => {
			const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
			if (locale === "es") return es_order_address_did_you_mean(inputs)
			return en_order_address_did_you_mean(inputs)
		}),
		{
			parts: /** @type {(inputs: Order_Address_Did_You_MeanInputs, options?: { locale?: "en" | "es" }) => import('../runtime.js').MessagePart[]} */ ((inputs, options = {}) => {
				const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
				if (locale === "es") return typeof es_order_address_did_you_mean.parts === "function" ? es_order_address_did_you_mean.parts(inputs) : [{ type: "text", value: es_order_address_did_you_mean(inputs) }]
				return typeof en_order_address_did_you_mean.parts === "function" ? en_order_address_did_you_mean.parts(inputs) : [{ type: "text", value: en_order_address_did_you_mean(inputs) }]
			})
		}
	)
);