import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Step3_TitleInputs */

const en_home_step3_title = /** @type {(inputs: Home_Step3_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pay only the service fee`)
};

const es_home_step3_title = /** @type {(inputs: Home_Step3_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pague solo la tarifa de servicio`)
};

/**
* | output |
* | --- |
* | "Pay only the service fee" |
*
* @param {Home_Step3_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_step3_title = /** @type {((inputs?: Home_Step3_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Step3_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_home_step3_title(inputs)
	return en_home_step3_title(inputs)
});