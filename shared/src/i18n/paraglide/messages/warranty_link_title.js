import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Warranty_Link_TitleInputs */

const en_warranty_link_title = /** @type {(inputs: Warranty_Link_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Warranty Link`)
};

const es_warranty_link_title = /** @type {(inputs: Warranty_Link_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Warranty Link`)
};

/**
* | output |
* | --- |
* | "Warranty Link" |
*
* @param {Warranty_Link_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const warranty_link_title = /** @type {((inputs?: Warranty_Link_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Warranty_Link_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_warranty_link_title(inputs)
	return en_warranty_link_title(inputs)
});