import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} State_Notice_Form_StateInputs */

const en_state_notice_form_state = /** @type {(inputs: State_Notice_Form_StateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`State you live in`)
};

const es_state_notice_form_state = /** @type {(inputs: State_Notice_Form_StateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estado donde vive`)
};

/**
* | output |
* | --- |
* | "State you live in" |
*
* @param {State_Notice_Form_StateInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const state_notice_form_state = /** @type {((inputs?: State_Notice_Form_StateInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<State_Notice_Form_StateInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_state_notice_form_state(inputs)
	return en_state_notice_form_state(inputs)
});