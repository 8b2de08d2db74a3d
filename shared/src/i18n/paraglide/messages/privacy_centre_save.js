import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Centre_SaveInputs */

const en_privacy_centre_save = /** @type {(inputs: Privacy_Centre_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save choices`)
};

const es_privacy_centre_save = /** @type {(inputs: Privacy_Centre_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardar opciones`)
};

/**
* | output |
* | --- |
* | "Save choices" |
*
* @param {Privacy_Centre_SaveInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const privacy_centre_save = /** @type {((inputs?: Privacy_Centre_SaveInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Centre_SaveInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_privacy_centre_save(inputs)
	return en_privacy_centre_save(inputs)
});