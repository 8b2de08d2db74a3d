import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} State_Notice_Form_Type_CorrectionInputs */

const en_state_notice_form_type_correction = /** @type {(inputs: State_Notice_Form_Type_CorrectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Correction of my information`)
};

const es_state_notice_form_type_correction = /** @type {(inputs: State_Notice_Form_Type_CorrectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Corrección de mi información`)
};

/**
* | output |
* | --- |
* | "Correction of my information" |
*
* @param {State_Notice_Form_Type_CorrectionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const state_notice_form_type_correction = /** @type {((inputs?: State_Notice_Form_Type_CorrectionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<State_Notice_Form_Type_CorrectionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_state_notice_form_type_correction(inputs)
	return en_state_notice_form_type_correction(inputs)
});