import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ phone: NonNullable<unknown> }} Status_Update_HelpInputs */

const en_status_update_help = /** @type {((inputs: Status_Update_HelpInputs) => LocalizedString) & { parts: (inputs: Status_Update_HelpInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Status_Update_HelpInputs) => LocalizedString} */ ((i) => {
			return /** @type {LocalizedString} */ (`Need help? Call us at ${i?.phone}.`)
		}),
		{
			parts: /** @type {(inputs: Status_Update_HelpInputs) => import('../runtime.js').MessagePart[]} */ ((i) => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: "Need help? Call us at " }, { type: "markup-start", name: "tel", options: {}, attributes: {} }, { type: "text", value: String(i?.phone) }, { type: "markup-end", name: "tel", options: {}, attributes: {} }, { type: "text", value: "." }])
			})
		}
	)
);

const es_status_update_help = /** @type {((inputs: Status_Update_HelpInputs) => LocalizedString) & { parts: (inputs: Status_Update_HelpInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Status_Update_HelpInputs) => LocalizedString} */ ((i) => {
			return /** @type {LocalizedString} */ (`¿Necesita ayuda? Llámenos al ${i?.phone}.`)
		}),
		{
			parts: /** @type {(inputs: Status_Update_HelpInputs) => import('../runtime.js').MessagePart[]} */ ((i) => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: "¿Necesita ayuda? Llámenos al " }, { type: "markup-start", name: "tel", options: {}, attributes: {} }, { type: "text", value: String(i?.phone) }, { type: "markup-end", name: "tel", options: {}, attributes: {} }, { type: "text", value: "." }])
			})
		}
	)
);

/**
* | output |
* | --- |
* | "Need help? Call us at {phone}." |
*
* @param {Status_Update_HelpInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const status_update_help = /** @type {((inputs: Status_Update_HelpInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & { parts: (inputs: Status_Update_HelpInputs, options?: { locale?: "en" | "es" }) => import('../runtime.js').MessagePart[] } & import('../runtime.js').MessageMetadata<Status_Update_HelpInputs, { locale?: "en" | "es" }, { tel: { options: {}; attributes: {}; children: true } }>} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Status_Update_HelpInputs, options?: { locale?: "en" | "es" }) => LocalizedString} */ ((inputs, options = {}) => {
			const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
			if (locale === "es") return es_status_update_help(inputs)
			return en_status_update_help(inputs)
		}),
		{
			parts: /** @type {(inputs: Status_Update_HelpInputs, options?: { locale?: "en" | "es" }) => import('../runtime.js').MessagePart[]} */ ((inputs, options = {}) => {
				const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
				if (locale === "es") return typeof es_status_update_help.parts === "function" ? es_status_update_help.parts(inputs) : [{ type: "text", value: es_status_update_help(inputs) }]
				return typeof en_status_update_help.parts === "function" ? en_status_update_help.parts(inputs) : [{ type: "text", value: en_status_update_help(inputs) }]
			})
		}
	)
);