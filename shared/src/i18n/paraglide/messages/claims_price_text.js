import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Claims_Price_TextInputs */

const en_claims_price_text = /** @type {(inputs: Claims_Price_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`plans starting from`)
};

const es_claims_price_text = /** @type {(inputs: Claims_Price_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`planes desde`)
};

/**
* | output |
* | --- |
* | "plans starting from" |
*
* @param {Claims_Price_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claims_price_text = /** @type {((inputs?: Claims_Price_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claims_Price_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claims_price_text(inputs)
	return en_claims_price_text(inputs)
});