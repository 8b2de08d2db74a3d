import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Why_Local_TitleInputs */

const en_why_local_title = /** @type {(inputs: Why_Local_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Local to the West`)
};

const es_why_local_title = /** @type {(inputs: Why_Local_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Locales del Oeste`)
};

/**
* | output |
* | --- |
* | "Local to the West" |
*
* @param {Why_Local_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const why_local_title = /** @type {((inputs?: Why_Local_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Why_Local_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_why_local_title(inputs)
	return en_why_local_title(inputs)
});