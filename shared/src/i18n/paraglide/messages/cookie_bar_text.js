import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cookie_Bar_TextInputs */

const en_cookie_bar_text = /** @type {((inputs: Cookie_Bar_TextInputs) => LocalizedString) & { parts: (inputs: Cookie_Bar_TextInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Cookie_Bar_TextInputs) => LocalizedString} */ (() => {
			return /** @type {LocalizedString} */ (`We use cookies to keep you signed in, remember your choices and see which pages help visitors most. Read how in our Privacy Policy.`)
		}),
		{
			parts: /** @type {(inputs: Cookie_Bar_TextInputs) => import('../runtime.js').MessagePart[]} */ (() => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: "We use cookies to keep you signed in, remember your choices and see which pages help visitors most. Read how in our " }, { type: "markup-start", name: "link", options: {}, attributes: {} }, { type: "text", value: "Privacy Policy" }, { type: "markup-end", name: "link", options: {}, attributes: {} }, { type: "text", value: "." }])
			})
		}
	)
);

const es_cookie_bar_text = /** @type {((inputs: Cookie_Bar_TextInputs) => LocalizedString) & { parts: (inputs: Cookie_Bar_TextInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Cookie_Bar_TextInputs) => LocalizedString} */ (() => {
			return /** @type {LocalizedString} */ (`Usamos cookies para mantener su sesión iniciada, recordar sus preferencias y saber qué páginas ayudan más a los visitantes. Lea cómo en nuestra Política de privacidad.`)
		}),
		{
			parts: /** @type {(inputs: Cookie_Bar_TextInputs) => import('../runtime.js').MessagePart[]} */ (() => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: "Usamos cookies para mantener su sesión iniciada, recordar sus preferencias y saber qué páginas ayudan más a los visitantes. Lea cómo en nuestra " }, { type: "markup-start", name: "link", options: {}, attributes: {} }, { type: "text", value: "Política de privacidad" }, { type: "markup-end", name: "link", options: {}, attributes: {} }, { type: "text", value: "." }])
			})
		}
	)
);

/**
* | output |
* | --- |
* | "We use cookies to keep you signed in, remember your choices and see which pages help visitors most. Read how in our Privacy Policy." |
*
* @param {Cookie_Bar_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const cookie_bar_text = /** @type {((inputs?: Cookie_Bar_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & { parts: (inputs?: Cookie_Bar_TextInputs, options?: { locale?: "en" | "es" }) => import('../runtime.js').MessagePart[] } & import('../runtime.js').MessageMetadata<Cookie_Bar_TextInputs, { locale?: "en" | "es" }, { link: { options: {}; attributes: {}; children: true } }>} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs?: Cookie_Bar_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString} */ ((inputs = {}, options = {}) => {
			const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
			if (locale === "es") return es_cookie_bar_text(inputs)
			return en_cookie_bar_text(inputs)
		}),
		{
			parts: /** @type {(inputs?: Cookie_Bar_TextInputs, options?: { locale?: "en" | "es" }) => import('../runtime.js').MessagePart[]} */ ((inputs = {}, options = {}) => {
				const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
				if (locale === "es") return typeof es_cookie_bar_text.parts === "function" ? es_cookie_bar_text.parts(inputs) : [{ type: "text", value: es_cookie_bar_text(inputs) }]
				return typeof en_cookie_bar_text.parts === "function" ? en_cookie_bar_text.parts(inputs) : [{ type: "text", value: en_cookie_bar_text(inputs) }]
			})
		}
	)
);