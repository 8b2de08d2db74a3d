import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} State_Notice_Form_State_InvalidInputs */

const en_state_notice_form_state_invalid = /** @type {(inputs: State_Notice_Form_State_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please choose a US state.`)
};

const es_state_notice_form_state_invalid = /** @type {(inputs: State_Notice_Form_State_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elija un estado de EE. UU.`)
};

/**
* | output |
* | --- |
* | "Please choose a US state." |
*
* @param {State_Notice_Form_State_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const state_notice_form_state_invalid = /** @type {((inputs?: State_Notice_Form_State_InvalidInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<State_Notice_Form_State_InvalidInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_state_notice_form_state_invalid(inputs)
	return en_state_notice_form_state_invalid(inputs)
});