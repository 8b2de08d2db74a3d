import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Why_People_TitleInputs */

const en_why_people_title = /** @type {(inputs: Why_People_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Real people on the phone`)
};

const es_why_people_title = /** @type {(inputs: Why_People_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Personas reales al teléfono`)
};

/**
* | output |
* | --- |
* | "Real people on the phone" |
*
* @param {Why_People_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const why_people_title = /** @type {((inputs?: Why_People_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Why_People_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_why_people_title(inputs)
	return en_why_people_title(inputs)
});