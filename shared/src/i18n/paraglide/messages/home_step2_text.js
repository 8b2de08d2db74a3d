import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Step2_TextInputs */

const en_home_step2_text = /** @type {(inputs: Home_Step2_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We assign a licensed local contractor within 24 hours, and they call you to set up the visit.`)
};

const es_home_step2_text = /** @type {(inputs: Home_Step2_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Asignamos un contratista local con licencia en 24 horas, y él le llama para acordar la visita.`)
};

/**
* | output |
* | --- |
* | "We assign a licensed local contractor within 24 hours, and they call you to set up the visit." |
*
* @param {Home_Step2_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_step2_text = /** @type {((inputs?: Home_Step2_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Step2_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_home_step2_text(inputs)
	return en_home_step2_text(inputs)
});