import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_Validation_Dialog_TitleInputs */

const en_common_validation_dialog_title = /** @type {(inputs: Common_Validation_Dialog_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Oops...we need a bit more information!`)
};

const es_common_validation_dialog_title = /** @type {(inputs: Common_Validation_Dialog_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Uy! Necesitamos un poco más de información.`)
};

/**
* | output |
* | --- |
* | "Oops...we need a bit more information!" |
*
* @param {Common_Validation_Dialog_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_validation_dialog_title = /** @type {((inputs?: Common_Validation_Dialog_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Validation_Dialog_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_common_validation_dialog_title(inputs)
	return en_common_validation_dialog_title(inputs)
});