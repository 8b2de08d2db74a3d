import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown> }} State_Notice_Form_Details_Too_LongInputs */

const en_state_notice_form_details_too_long = /** @type {(inputs: State_Notice_Form_Details_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Please keep the details under ${i?.max} characters.`)
};

const es_state_notice_form_details_too_long = /** @type {(inputs: State_Notice_Form_Details_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Escriba los detalles en menos de ${i?.max} caracteres.`)
};

/**
* | output |
* | --- |
* | "Please keep the details under {max} characters." |
*
* @param {State_Notice_Form_Details_Too_LongInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const state_notice_form_details_too_long = /** @type {((inputs: State_Notice_Form_Details_Too_LongInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<State_Notice_Form_Details_Too_LongInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_state_notice_form_details_too_long(inputs)
	return en_state_notice_form_details_too_long(inputs)
});