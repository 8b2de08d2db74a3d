import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Footer_State_NoticeInputs */

const en_footer_state_notice = /** @type {(inputs: Footer_State_NoticeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`State Privacy Notice`)
};

const es_footer_state_notice = /** @type {(inputs: Footer_State_NoticeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aviso de privacidad estatal`)
};

/**
* | output |
* | --- |
* | "State Privacy Notice" |
*
* @param {Footer_State_NoticeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const footer_state_notice = /** @type {((inputs?: Footer_State_NoticeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_State_NoticeInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_footer_state_notice(inputs)
	return en_footer_state_notice(inputs)
});