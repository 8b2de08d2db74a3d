import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Quote_Banner_TitleInputs */

const en_quote_banner_title = /** @type {(inputs: Quote_Banner_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See your price in about a minute`)
};

const es_quote_banner_title = /** @type {(inputs: Quote_Banner_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vea su precio en un minuto`)
};

/**
* | output |
* | --- |
* | "See your price in about a minute" |
*
* @param {Quote_Banner_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const quote_banner_title = /** @type {((inputs?: Quote_Banner_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quote_Banner_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_quote_banner_title(inputs)
	return en_quote_banner_title(inputs)
});