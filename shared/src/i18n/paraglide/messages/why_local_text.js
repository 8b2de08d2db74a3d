import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Why_Local_TextInputs */

const en_why_local_text = /** @type {(inputs: Why_Local_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We only serve Arizona, Idaho, Nevada, Oregon, Texas and Utah, so we know the contractors and the climate.`)
};

const es_why_local_text = /** @type {(inputs: Why_Local_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solo servimos Arizona, Idaho, Nevada, Oregón, Texas y Utah, así que conocemos a los contratistas y el clima.`)
};

/**
* | output |
* | --- |
* | "We only serve Arizona, Idaho, Nevada, Oregon, Texas and Utah, so we know the contractors and the climate." |
*
* @param {Why_Local_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const why_local_text = /** @type {((inputs?: Why_Local_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Why_Local_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_why_local_text(inputs)
	return en_why_local_text(inputs)
});