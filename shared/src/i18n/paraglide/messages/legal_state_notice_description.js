import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Legal_State_Notice_DescriptionInputs */

const en_legal_state_notice_description = /** @type {(inputs: Legal_State_Notice_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The privacy rights of consumers in California, Delaware, Indiana, Maryland, Nebraska, New Jersey, Texas and Virginia, and how to use them.`)
};

const es_legal_state_notice_description = /** @type {(inputs: Legal_State_Notice_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los derechos de privacidad de los consumidores de California, Delaware, Indiana, Maryland, Nebraska, Nueva Jersey, Texas y Virginia, y cómo ejercerlos.`)
};

/**
* | output |
* | --- |
* | "The privacy rights of consumers in California, Delaware, Indiana, Maryland, Nebraska, New Jersey, Texas and Virginia, and how to use them." |
*
* @param {Legal_State_Notice_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const legal_state_notice_description = /** @type {((inputs?: Legal_State_Notice_DescriptionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Legal_State_Notice_DescriptionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_legal_state_notice_description(inputs)
	return en_legal_state_notice_description(inputs)
});