import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Centre_Category_SensoryInputs */

const en_privacy_centre_category_sensory = /** @type {(inputs: Privacy_Centre_Category_SensoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sensory data (audio, electronic and visual)`)
};

const es_privacy_centre_category_sensory = /** @type {(inputs: Privacy_Centre_Category_SensoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Datos sensoriales (de audio, electrónicos y visuales)`)
};

/**
* | output |
* | --- |
* | "Sensory data (audio, electronic and visual)" |
*
* @param {Privacy_Centre_Category_SensoryInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const privacy_centre_category_sensory = /** @type {((inputs?: Privacy_Centre_Category_SensoryInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Centre_Category_SensoryInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_privacy_centre_category_sensory(inputs)
	return en_privacy_centre_category_sensory(inputs)
});