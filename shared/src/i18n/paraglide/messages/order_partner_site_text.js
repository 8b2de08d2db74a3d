import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Partner_Site_TextInputs */

const en_order_partner_site_text = /** @type {((inputs: Order_Partner_Site_TextInputs) => LocalizedString) & { parts: (inputs: Order_Partner_Site_TextInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Order_Partner_Site_TextInputs) => LocalizedString} */ (() => {
			return /** @type {LocalizedString} */ (`Plans are ordered on our partner's site. If it does not open by itself, continue to the partner warranty page.`)
		}),
		{
			parts: /** @type {(inputs: Order_Partner_Site_TextInputs) => import('../runtime.js').MessagePart[]} */ (() => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: "Plans are ordered on our partner's site. If it does not open by itself, " }, { type: "markup-start", name: "link", options: {}, attributes: {} }, { type: "text", value: "continue to the partner warranty page" }, { type: "markup-end", name: "link", options: {}, attributes: {} }, { type: "text", value: "." }])
			})
		}
	)
);

const es_order_partner_site_text = /** @type {((inputs: Order_Partner_Site_TextInputs) => LocalizedString) & { parts: (inputs: Order_Partner_Site_TextInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Order_Partner_Site_TextInputs) => LocalizedString} */ (() => {
			return /** @type {LocalizedString} */ (`Los planes se piden en el sitio de nuestro socio. Si no se abre solo, continúe a la página de garantías de nuestro socio.`)
		}),
		{
			parts: /** @type {(inputs: Order_Partner_Site_TextInputs) => import('../runtime.js').MessagePart[]} */ (() => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: "Los planes se piden en el sitio de nuestro socio. Si no se abre solo, " }, { type: "markup-start", name: "link", options: {}, attributes: {} }, { type: "text", value: "continúe a la página de garantías de nuestro socio" }, { type: "markup-end", name: "link", options: {}, attributes: {} }, { type: "text", value: "." }])
			})
		}
	)
);

/**
* | output |
* | --- |
* | "Plans are ordered on our partner's site. If it does not open by itself, continue to the partner warranty page." |
*
* @param {Order_Partner_Site_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_partner_site_text = /** @type {((inputs?: Order_Partner_Site_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & { parts: (inputs?: Order_Partner_Site_TextInputs, options?: { locale?: "en" | "es" }) => import('../runtime.js').MessagePart[] } & import('../runtime.js').MessageMetadata<Order_Partner_Site_TextInputs, { locale?: "en" | "es" }, { link: { options: {}; attributes: {}; children: true } }>} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs?: Order_Partner_Site_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString} */ ((inputs = {}, options = {}) => {
			const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
			if (locale === "es") return es_order_partner_site_text(inputs)
			return en_order_partner_site_text(inputs)
		}),
		{
			parts: /** @type {(inputs?: Order_Partner_Site_TextInputs, options?: { locale?: "en" | "es" }) => import('../runtime.js').MessagePart[]} */ ((inputs = {}, options = {}) => {
				const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
				if (locale === "es") return typeof es_order_partner_site_text.parts === "function" ? es_order_partner_site_text.parts(inputs) : [{ type: "text", value: es_order_partner_site_text(inputs) }]
				return typeof en_order_partner_site_text.parts === "function" ? en_order_partner_site_text.parts(inputs) : [{ type: "text", value: en_order_partner_site_text(inputs) }]
			})
		}
	)
);