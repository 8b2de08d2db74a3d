import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} State_Notice_Form_Name_RequiredInputs */

const en_state_notice_form_name_required = /** @type {(inputs: State_Notice_Form_Name_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter your name.`)
};

const es_state_notice_form_name_required = /** @type {(inputs: State_Notice_Form_Name_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escriba su nombre.`)
};

/**
* | output |
* | --- |
* | "Please enter your name." |
*
* @param {State_Notice_Form_Name_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const state_notice_form_name_required = /** @type {((inputs?: State_Notice_Form_Name_RequiredInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<State_Notice_Form_Name_RequiredInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_state_notice_form_name_required(inputs)
	return en_state_notice_form_name_required(inputs)
});