import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_Required_LabelInputs */

const en_common_required_label = /** @type {(inputs: Common_Required_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`REQUIRED`)
};

const es_common_required_label = /** @type {(inputs: Common_Required_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`OBLIGATORIO`)
};

/**
* | output |
* | --- |
* | "REQUIRED" |
*
* @param {Common_Required_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_required_label = /** @type {((inputs?: Common_Required_LabelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Required_LabelInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_common_required_label(inputs)
	return en_common_required_label(inputs)
});