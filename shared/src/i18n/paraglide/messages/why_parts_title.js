import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Why_Parts_TitleInputs */

const en_why_parts_title = /** @type {(inputs: Why_Parts_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Over 9,000 parts covered`)
};

const es_why_parts_title = /** @type {(inputs: Why_Parts_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Más de 9,000 piezas cubiertas`)
};

/**
* | output |
* | --- |
* | "Over 9,000 parts covered" |
*
* @param {Why_Parts_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const why_parts_title = /** @type {((inputs?: Why_Parts_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Why_Parts_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_why_parts_title(inputs)
	return en_why_parts_title(inputs)
});