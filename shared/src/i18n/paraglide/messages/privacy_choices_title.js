import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Choices_TitleInputs */

const en_privacy_choices_title = /** @type {(inputs: Privacy_Choices_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your Privacy Choices`)
};

const es_privacy_choices_title = /** @type {(inputs: Privacy_Choices_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sus opciones de privacidad`)
};

/**
* | output |
* | --- |
* | "Your Privacy Choices" |
*
* @param {Privacy_Choices_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const privacy_choices_title = /** @type {((inputs?: Privacy_Choices_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Choices_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_privacy_choices_title(inputs)
	return en_privacy_choices_title(inputs)
});