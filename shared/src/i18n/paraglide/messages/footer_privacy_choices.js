import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Footer_Privacy_ChoicesInputs */

const en_footer_privacy_choices = /** @type {(inputs: Footer_Privacy_ChoicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your Privacy Choices`)
};

const es_footer_privacy_choices = /** @type {(inputs: Footer_Privacy_ChoicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sus opciones de privacidad`)
};

/**
* | output |
* | --- |
* | "Your Privacy Choices" |
*
* @param {Footer_Privacy_ChoicesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const footer_privacy_choices = /** @type {((inputs?: Footer_Privacy_ChoicesInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_Privacy_ChoicesInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_footer_privacy_choices(inputs)
	return en_footer_privacy_choices(inputs)
});