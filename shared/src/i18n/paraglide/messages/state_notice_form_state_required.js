import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} State_Notice_Form_State_RequiredInputs */

const en_state_notice_form_state_required = /** @type {(inputs: State_Notice_Form_State_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please choose your state.`)
};

const es_state_notice_form_state_required = /** @type {(inputs: State_Notice_Form_State_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elija su estado.`)
};

/**
* | output |
* | --- |
* | "Please choose your state." |
*
* @param {State_Notice_Form_State_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const state_notice_form_state_required = /** @type {((inputs?: State_Notice_Form_State_RequiredInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<State_Notice_Form_State_RequiredInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_state_notice_form_state_required(inputs)
	return en_state_notice_form_state_required(inputs)
});