import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} State_Notice_Form_DetailsInputs */

const en_state_notice_form_details = /** @type {(inputs: State_Notice_Form_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Details (optional): for a correction, what is wrong and what it should say`)
};

const es_state_notice_form_details = /** @type {(inputs: State_Notice_Form_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Detalles (opcional): para una corrección, qué está mal y qué debería decir`)
};

/**
* | output |
* | --- |
* | "Details (optional): for a correction, what is wrong and what it should say" |
*
* @param {State_Notice_Form_DetailsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const state_notice_form_details = /** @type {((inputs?: State_Notice_Form_DetailsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<State_Notice_Form_DetailsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_state_notice_form_details(inputs)
	return en_state_notice_form_details(inputs)
});