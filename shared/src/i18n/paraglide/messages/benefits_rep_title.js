import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Benefits_Rep_TitleInputs */

const en_benefits_rep_title = /** @type {(inputs: Benefits_Rep_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A rep who knows your market`)
};

const es_benefits_rep_title = /** @type {(inputs: Benefits_Rep_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un representante que conoce su mercado`)
};

/**
* | output |
* | --- |
* | "A rep who knows your market" |
*
* @param {Benefits_Rep_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const benefits_rep_title = /** @type {((inputs?: Benefits_Rep_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Benefits_Rep_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_benefits_rep_title(inputs)
	return en_benefits_rep_title(inputs)
});