import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} State_Notice_Form_Failed_TitleInputs */

const en_state_notice_form_failed_title = /** @type {(inputs: State_Notice_Form_Failed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Request Not Sent`)
};

const es_state_notice_form_failed_title = /** @type {(inputs: State_Notice_Form_Failed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solicitud no enviada`)
};

/**
* | output |
* | --- |
* | "Request Not Sent" |
*
* @param {State_Notice_Form_Failed_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const state_notice_form_failed_title = /** @type {((inputs?: State_Notice_Form_Failed_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<State_Notice_Form_Failed_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_state_notice_form_failed_title(inputs)
	return en_state_notice_form_failed_title(inputs)
});