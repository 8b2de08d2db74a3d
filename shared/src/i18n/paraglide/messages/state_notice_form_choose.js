import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} State_Notice_Form_ChooseInputs */

const en_state_notice_form_choose = /** @type {(inputs: State_Notice_Form_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose…`)
};

const es_state_notice_form_choose = /** @type {(inputs: State_Notice_Form_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elija…`)
};

/**
* | output |
* | --- |
* | "Choose…" |
*
* @param {State_Notice_Form_ChooseInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const state_notice_form_choose = /** @type {((inputs?: State_Notice_Form_ChooseInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<State_Notice_Form_ChooseInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_state_notice_form_choose(inputs)
	return en_state_notice_form_choose(inputs)
});