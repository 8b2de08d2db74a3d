import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} State_Notice_Form_Type_RequiredInputs */

const en_state_notice_form_type_required = /** @type {(inputs: State_Notice_Form_Type_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please choose access, deletion or correction.`)
};

const es_state_notice_form_type_required = /** @type {(inputs: State_Notice_Form_Type_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elija acceso, eliminación o corrección.`)
};

/**
* | output |
* | --- |
* | "Please choose access, deletion or correction." |
*
* @param {State_Notice_Form_Type_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const state_notice_form_type_required = /** @type {((inputs?: State_Notice_Form_Type_RequiredInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<State_Notice_Form_Type_RequiredInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_state_notice_form_type_required(inputs)
	return en_state_notice_form_type_required(inputs)
});