import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Centre_Category_CommercialInputs */

const en_privacy_centre_category_commercial = /** @type {(inputs: Privacy_Centre_Category_CommercialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Commercial information`)
};

const es_privacy_centre_category_commercial = /** @type {(inputs: Privacy_Centre_Category_CommercialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Información comercial`)
};

/**
* | output |
* | --- |
* | "Commercial information" |
*
* @param {Privacy_Centre_Category_CommercialInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const privacy_centre_category_commercial = /** @type {((inputs?: Privacy_Centre_Category_CommercialInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Centre_Category_CommercialInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_privacy_centre_category_commercial(inputs)
	return en_privacy_centre_category_commercial(inputs)
});