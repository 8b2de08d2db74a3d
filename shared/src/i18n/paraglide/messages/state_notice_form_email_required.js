import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} State_Notice_Form_Email_RequiredInputs */

const en_state_notice_form_email_required = /** @type {(inputs: State_Notice_Form_Email_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email address is required.`)
};

const es_state_notice_form_email_required = /** @type {(inputs: State_Notice_Form_Email_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El correo electrónico es obligatorio.`)
};

/**
* | output |
* | --- |
* | "Email address is required." |
*
* @param {State_Notice_Form_Email_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const state_notice_form_email_required = /** @type {((inputs?: State_Notice_Form_Email_RequiredInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<State_Notice_Form_Email_RequiredInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_state_notice_form_email_required(inputs)
	return en_state_notice_form_email_required(inputs)
});