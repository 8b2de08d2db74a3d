import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Why_Parts_TextInputs */

const en_why_parts_text = /** @type {(inputs: Why_Parts_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`From furnace igniters to refrigerator compressors. Last year we replaced more than 5,000 of them.`)
};

const es_why_parts_text = /** @type {(inputs: Why_Parts_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Desde encendedores de calefactor hasta compresores de refrigerador. El año pasado reemplazamos más de 5,000.`)
};

/**
* | output |
* | --- |
* | "From furnace igniters to refrigerator compressors. Last year we replaced more than 5,000 of them." |
*
* @param {Why_Parts_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const why_parts_text = /** @type {((inputs?: Why_Parts_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Why_Parts_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_why_parts_text(inputs)
	return en_why_parts_text(inputs)
});