import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} State_Notice_Form_LabelInputs */

const en_state_notice_form_label = /** @type {(inputs: State_Notice_Form_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Privacy request`)
};

const es_state_notice_form_label = /** @type {(inputs: State_Notice_Form_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solicitud de privacidad`)
};

/**
* | output |
* | --- |
* | "Privacy request" |
*
* @param {State_Notice_Form_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const state_notice_form_label = /** @type {((inputs?: State_Notice_Form_LabelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<State_Notice_Form_LabelInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_state_notice_form_label(inputs)
	return en_state_notice_form_label(inputs)
});