import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Centre_SavedInputs */

const en_privacy_centre_saved = /** @type {(inputs: Privacy_Centre_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your privacy choices are saved for this browser.`)
};

const es_privacy_centre_saved = /** @type {(inputs: Privacy_Centre_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sus opciones de privacidad quedaron guardadas para este navegador.`)
};

/**
* | output |
* | --- |
* | "Your privacy choices are saved for this browser." |
*
* @param {Privacy_Centre_SavedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const privacy_centre_saved = /** @type {((inputs?: Privacy_Centre_SavedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Centre_SavedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_privacy_centre_saved(inputs)
	return en_privacy_centre_saved(inputs)
});