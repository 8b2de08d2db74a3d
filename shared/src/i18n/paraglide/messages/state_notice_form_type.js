import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} State_Notice_Form_TypeInputs */

const en_state_notice_form_type = /** @type {(inputs: State_Notice_Form_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What are you asking for?`)
};

const es_state_notice_form_type = /** @type {(inputs: State_Notice_Form_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Qué está solicitando?`)
};

/**
* | output |
* | --- |
* | "What are you asking for?" |
*
* @param {State_Notice_Form_TypeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const state_notice_form_type = /** @type {((inputs?: State_Notice_Form_TypeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<State_Notice_Form_TypeInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_state_notice_form_type(inputs)
	return en_state_notice_form_type(inputs)
});