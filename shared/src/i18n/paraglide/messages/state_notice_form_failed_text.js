import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ phone: NonNullable<unknown> }} State_Notice_Form_Failed_TextInputs */

const en_state_notice_form_failed_text = /** @type {(inputs: State_Notice_Form_Failed_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We could not send your request. Please try again, or call us at ${i?.phone}.`)
};

const es_state_notice_form_failed_text = /** @type {(inputs: State_Notice_Form_Failed_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No pudimos enviar su solicitud. Vuelva a intentarlo o llámenos al ${i?.phone}.`)
};

/**
* | output |
* | --- |
* | "We could not send your request. Please try again, or call us at {phone}." |
*
* @param {State_Notice_Form_Failed_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const state_notice_form_failed_text = /** @type {((inputs: State_Notice_Form_Failed_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<State_Notice_Form_Failed_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_state_notice_form_failed_text(inputs)
	return en_state_notice_form_failed_text(inputs)
});