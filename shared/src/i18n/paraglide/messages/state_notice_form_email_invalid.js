import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} State_Notice_Form_Email_InvalidInputs */

const en_state_notice_form_email_invalid = /** @type {(inputs: State_Notice_Form_Email_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email address is invalid.`)
};

const es_state_notice_form_email_invalid = /** @type {(inputs: State_Notice_Form_Email_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El correo electrónico no es válido.`)
};

/**
* | output |
* | --- |
* | "Email address is invalid." |
*
* @param {State_Notice_Form_Email_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const state_notice_form_email_invalid = /** @type {((inputs?: State_Notice_Form_Email_InvalidInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<State_Notice_Form_Email_InvalidInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_state_notice_form_email_invalid(inputs)
	return en_state_notice_form_email_invalid(inputs)
});