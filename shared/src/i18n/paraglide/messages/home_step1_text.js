import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Step1_TextInputs */

const en_home_step1_text = /** @type {(inputs: Home_Step1_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open a claim online at any hour, or call us. Tell us what stopped working and when you are home.`)
};

const es_home_step1_text = /** @type {(inputs: Home_Step1_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abra un reclamo en línea a cualquier hora, o llámenos. Díganos qué dejó de funcionar y cuándo está en casa.`)
};

/**
* | output |
* | --- |
* | "Open a claim online at any hour, or call us. Tell us what stopped working and when you are home." |
*
* @param {Home_Step1_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_step1_text = /** @type {((inputs?: Home_Step1_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Step1_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_home_step1_text(inputs)
	return en_home_step1_text(inputs)
});