import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cookie_Bar_CloseInputs */

const en_cookie_bar_close = /** @type {(inputs: Cookie_Bar_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Close the privacy notice`)
};

const es_cookie_bar_close = /** @type {(inputs: Cookie_Bar_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cerrar el aviso de privacidad`)
};

/**
* | output |
* | --- |
* | "Close the privacy notice" |
*
* @param {Cookie_Bar_CloseInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const cookie_bar_close = /** @type {((inputs?: Cookie_Bar_CloseInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cookie_Bar_CloseInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_cookie_bar_close(inputs)
	return en_cookie_bar_close(inputs)
});