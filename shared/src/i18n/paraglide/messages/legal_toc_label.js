import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Legal_Toc_LabelInputs */

const en_legal_toc_label = /** @type {(inputs: Legal_Toc_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`On this page`)
};

const es_legal_toc_label = /** @type {(inputs: Legal_Toc_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En esta página`)
};

/**
* | output |
* | --- |
* | "On this page" |
*
* @param {Legal_Toc_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const legal_toc_label = /** @type {((inputs?: Legal_Toc_LabelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Legal_Toc_LabelInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_legal_toc_label(inputs)
	return en_legal_toc_label(inputs)
});