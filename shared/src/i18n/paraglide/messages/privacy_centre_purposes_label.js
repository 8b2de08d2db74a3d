import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Centre_Purposes_LabelInputs */

const en_privacy_centre_purposes_label = /** @type {(inputs: Privacy_Centre_Purposes_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Purposes`)
};

const es_privacy_centre_purposes_label = /** @type {(inputs: Privacy_Centre_Purposes_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Finalidades`)
};

/**
* | output |
* | --- |
* | "Purposes" |
*
* @param {Privacy_Centre_Purposes_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const privacy_centre_purposes_label = /** @type {((inputs?: Privacy_Centre_Purposes_LabelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Centre_Purposes_LabelInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_privacy_centre_purposes_label(inputs)
	return en_privacy_centre_purposes_label(inputs)
});