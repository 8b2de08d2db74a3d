import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Legal_State_Notice_TitleInputs */

const en_legal_state_notice_title = /** @type {(inputs: Legal_State_Notice_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Privacy Notice for California, Delaware, Indiana, Maryland, Nebraska, New Jersey, Texas and Virginia Consumers`)
};

const es_legal_state_notice_title = /** @type {(inputs: Legal_State_Notice_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aviso de privacidad para consumidores de California, Delaware, Indiana, Maryland, Nebraska, Nueva Jersey, Texas y Virginia`)
};

/**
* | output |
* | --- |
* | "Privacy Notice for California, Delaware, Indiana, Maryland, Nebraska, New Jersey, Texas and Virginia Consumers" |
*
* @param {Legal_State_Notice_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const legal_state_notice_title = /** @type {((inputs?: Legal_State_Notice_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Legal_State_Notice_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_legal_state_notice_title(inputs)
	return en_legal_state_notice_title(inputs)
});