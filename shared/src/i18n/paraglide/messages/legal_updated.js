import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Legal_UpdatedInputs */

const en_legal_updated = /** @type {((inputs: Legal_UpdatedInputs) => LocalizedString) & { parts: (inputs: Legal_UpdatedInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Legal_UpdatedInputs) => LocalizedString} */ ((i) => {
			return /** @type {LocalizedString} */ (`Last updated: ${i?.date}`)
		}),
		{
			parts: /** @type {(inputs: Legal_UpdatedInputs) => import('../runtime.js').MessagePart[]} */ ((i) => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: "Last updated: " }, { type: "markup-start", name: "time", options: {}, attributes: {} }, { type: "text", value: String(i?.date) }, { type: "markup-end", name: "time", options: {}, attributes: {} }])
			})
		}
	)
);

const es_legal_updated = /** @type {((inputs: Legal_UpdatedInputs) => LocalizedString) & { parts: (inputs: Legal_UpdatedInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Legal_UpdatedInputs) => LocalizedString} */ ((i) => {
			return /** @type {LocalizedString} */ (`Última actualización: ${i?.date}`)
		}),
		{
			parts: /** @type {(inputs: Legal_UpdatedInputs) => import('../runtime.js').MessagePart[]} */ ((i) => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: "Última actualización: " }, { type: "markup-start", name: "time", options: {}, attributes: {} }, { type: "text", value: String(i?.date) }, { type: "markup-end", name: "time", options: {}, attributes: {} }])
			})
		}
	)
);

/**
* | output |
* | --- |
* | "Last updated: {date}" |
*
* @param {Legal_UpdatedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const legal_updated = /** @type {((inputs: Legal_UpdatedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & { parts: (inputs: Legal_UpdatedInputs, options?: { locale?: "en" | "es" }) => import('../runtime.js').MessagePart[] } & import('../runtime.js').MessageMetadata<Legal_UpdatedInputs, { locale?: "en" | "es" }, { time: { options: {}; attributes: {}; children: true } }>} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Legal_UpdatedInputs, options?: { locale?: "en" | "es" }) => LocalizedString} */ ((inputs, options = {}) => {
			const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
			if (locale === "es") return es_legal_updated(inputs)
			return en_legal_updated(inputs)
		}),
		{
			parts: /** @type {(inputs: Legal_UpdatedInputs, options?: { locale?: "en" | "es" }) => import('../runtime.js').MessagePart[]} */ ((inputs, options = {}) => {
				const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
				if (locale === "es") return typeof es_legal_updated.parts === "function" ? es_legal_updated.parts(inputs) : [{ type: "text", value: es_legal_updated(inputs) }]
				return typeof en_legal_updated.parts === "function" ? en_legal_updated.parts(inputs) : [{ type: "text", value: en_legal_updated(inputs) }]
			})
		}
	)
);