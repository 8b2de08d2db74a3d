import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} State_Notice_Form_Type_AccessInputs */

const en_state_notice_form_type_access = /** @type {(inputs: State_Notice_Form_Type_AccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Access to my information`)
};

const es_state_notice_form_type_access = /** @type {(inputs: State_Notice_Form_Type_AccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Acceso a mi información`)
};

/**
* | output |
* | --- |
* | "Access to my information" |
*
* @param {State_Notice_Form_Type_AccessInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const state_notice_form_type_access = /** @type {((inputs?: State_Notice_Form_Type_AccessInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<State_Notice_Form_Type_AccessInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_state_notice_form_type_access(inputs)
	return en_state_notice_form_type_access(inputs)
});