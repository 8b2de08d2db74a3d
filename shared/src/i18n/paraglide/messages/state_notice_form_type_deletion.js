import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} State_Notice_Form_Type_DeletionInputs */

const en_state_notice_form_type_deletion = /** @type {(inputs: State_Notice_Form_Type_DeletionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deletion of my information`)
};

const es_state_notice_form_type_deletion = /** @type {(inputs: State_Notice_Form_Type_DeletionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eliminación de mi información`)
};

/**
* | output |
* | --- |
* | "Deletion of my information" |
*
* @param {State_Notice_Form_Type_DeletionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const state_notice_form_type_deletion = /** @type {((inputs?: State_Notice_Form_Type_DeletionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<State_Notice_Form_Type_DeletionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_state_notice_form_type_deletion(inputs)
	return en_state_notice_form_type_deletion(inputs)
});