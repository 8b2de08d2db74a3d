import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Terms_AgreeInputs */

const en_order_terms_agree = /** @type {((inputs: Order_Terms_AgreeInputs) => LocalizedString) & { parts: (inputs: Order_Terms_AgreeInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Order_Terms_AgreeInputs) => LocalizedString} */ (() => {
			return /** @type {LocalizedString} */ (`I agree to the terms and conditions and the sample contract.`)
		}),
		{
			parts: /** @type {(inputs: Order_Terms_AgreeInputs) => import('../runtime.js').MessagePart[]} */ (() => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: "I agree to the " }, { type: "markup-start", name: "terms", options: {}, attributes: {} }, { type: "text", value: "terms and conditions" }, { type: "markup-end", name: "terms", options: {}, attributes: {} }, { type: "text", value: " and the " }, { type: "markup-start", name: "contract", options: {}, attributes: {} }, { type: "text", value: "sample contract" }, { type: "markup-end", name: "contract", options: {}, attributes: {} }, { type: "text", value: "." }])
			})
		}
	)
);

const es_order_terms_agree = /** @type {((inputs: Order_Terms_AgreeInputs) => LocalizedString) & { parts: (inputs: Order_Terms_AgreeInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Order_Terms_AgreeInputs) => LocalizedString} */ (() => {
			return /** @type {LocalizedString} */ (`Acepto los términos y condiciones y el contrato de muestra.`)
		}),
		{
			parts: /** @type {(inputs: Order_Terms_AgreeInputs) => import('../runtime.js').MessagePart[]} */ (() => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: "Acepto los " }, { type: "markup-start", name: "terms", options: {}, attributes: {} }, { type: "text", value: "términos y condiciones" }, { type: "markup-end", name: "terms", options: {}, attributes: {} }, { type: "text", value: " y el " }, { type: "markup-start", name: "contract", options: {}, attributes: {} }, { type: "text", value: "contrato de muestra" }, { type: "markup-end", name: "contract", options: {}, attributes: {} }, { type: "text", value: "." }])
			})
		}
	)
);

/**
* | output |
* | --- |
* | "I agree to the terms and conditions and the sample contract." |
*
* @param {Order_Terms_AgreeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_terms_agree = /** @type {((inputs?: Order_Terms_AgreeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & { parts: (inputs?: Order_Terms_AgreeInputs, options?: { locale?: "en" | "es" }) => import('../runtime.js').MessagePart[] } & import('../runtime.js').MessageMetadata<Order_Terms_AgreeInputs, { locale?: "en" | "es" }, { contract: { options: {}; attributes: {}; children: true }; terms: { options: {}; attributes: {}; children: true } }>} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs?: Order_Terms_AgreeInputs, options?: { locale?: "en" | "es" }) => LocalizedString} */ ((inputs = {}, options = {}) => {
			const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
			if (locale === "es") return es_order_terms_agree(inputs)
			return en_order_terms_agree(inputs)
		}),
		{
			parts: /** @type {(inputs?: Order_Terms_AgreeInputs, options?: { locale?: "en" | "es" }) => import('../runtime.js').MessagePart[]} */ ((inputs = {}, options = {}) => {
				const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
				if (locale === "es") return typeof es_order_terms_agree.parts === "function" ? es_order_terms_agree.parts(inputs) : [{ type: "text", value: es_order_terms_agree(inputs) }]
				return typeof en_order_terms_agree.parts === "function" ? en_order_terms_agree.parts(inputs) : [{ type: "text", value: en_order_terms_agree(inputs) }]
			})
		}
	)
);