import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cookie_Bar_TitleInputs */

const en_cookie_bar_title = /** @type {(inputs: Cookie_Bar_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We value your privacy`)
};

const es_cookie_bar_title = /** @type {(inputs: Cookie_Bar_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Valoramos su privacidad`)
};

/**
* | output |
* | --- |
* | "We value your privacy" |
*
* @param {Cookie_Bar_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const cookie_bar_title = /** @type {((inputs?: Cookie_Bar_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cookie_Bar_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_cookie_bar_title(inputs)
	return en_cookie_bar_title(inputs)
});