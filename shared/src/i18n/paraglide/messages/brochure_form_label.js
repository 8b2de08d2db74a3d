import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Brochure_Form_LabelInputs */

const en_brochure_form_label = /** @type {(inputs: Brochure_Form_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Brochure`)
};

const es_brochure_form_label = /** @type {(inputs: Brochure_Form_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Folleto`)
};

/**
* | output |
* | --- |
* | "Brochure" |
*
* @param {Brochure_Form_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const brochure_form_label = /** @type {((inputs?: Brochure_Form_LabelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Brochure_Form_LabelInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_brochure_form_label(inputs)
	return en_brochure_form_label(inputs)
});