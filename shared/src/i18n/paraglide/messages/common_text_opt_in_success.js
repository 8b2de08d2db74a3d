import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_Text_Opt_In_SuccessInputs */

const en_common_text_opt_in_success = /** @type {(inputs: Common_Text_Opt_In_SuccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You have successfully been enrolled to recieve updates through text messaging.`)
};

const es_common_text_opt_in_success = /** @type {(inputs: Common_Text_Opt_In_SuccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se inscribió correctamente para recibir avisos por mensaje de texto.`)
};

/**
* | output |
* | --- |
* | "You have successfully been enrolled to recieve updates through text messaging." |
*
* @param {Common_Text_Opt_In_SuccessInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_text_opt_in_success = /** @type {((inputs?: Common_Text_Opt_In_SuccessInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Text_Opt_In_SuccessInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_common_text_opt_in_success(inputs)
	return en_common_text_opt_in_success(inputs)
});