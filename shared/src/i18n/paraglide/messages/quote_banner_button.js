import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Quote_Banner_ButtonInputs */

const en_quote_banner_button = /** @type {(inputs: Quote_Banner_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Get a Free Quote`)
};

const es_quote_banner_button = /** @type {(inputs: Quote_Banner_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Obtener una cotización gratis`)
};

/**
* | output |
* | --- |
* | "Get a Free Quote" |
*
* @param {Quote_Banner_ButtonInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const quote_banner_button = /** @type {((inputs?: Quote_Banner_ButtonInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quote_Banner_ButtonInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_quote_banner_button(inputs)
	return en_quote_banner_button(inputs)
});