import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Centre_Category_Internet_ActivityInputs */

const en_privacy_centre_category_internet_activity = /** @type {(inputs: Privacy_Centre_Category_Internet_ActivityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Internet or other electronic network activity`)
};

const es_privacy_centre_category_internet_activity = /** @type {(inputs: Privacy_Centre_Category_Internet_ActivityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Actividad en internet u otras redes electrónicas`)
};

/**
* | output |
* | --- |
* | "Internet or other electronic network activity" |
*
* @param {Privacy_Centre_Category_Internet_ActivityInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const privacy_centre_category_internet_activity = /** @type {((inputs?: Privacy_Centre_Category_Internet_ActivityInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Centre_Category_Internet_ActivityInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_privacy_centre_category_internet_activity(inputs)
	return en_privacy_centre_category_internet_activity(inputs)
});