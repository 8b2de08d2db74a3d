import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Why_People_TextInputs */

const en_why_people_text = /** @type {(inputs: Why_People_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Over 200 full-time staff answer calls, handle claims and follow up with contractors, all in-house.`)
};

const es_why_people_text = /** @type {(inputs: Why_People_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Más de 200 empleados de tiempo completo contestan llamadas, atienden reclamos y dan seguimiento a los contratistas, todo dentro de la compañía.`)
};

/**
* | output |
* | --- |
* | "Over 200 full-time staff answer calls, handle claims and follow up with contractors, all in-house." |
*
* @param {Why_People_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const why_people_text = /** @type {((inputs?: Why_People_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Why_People_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_why_people_text(inputs)
	return en_why_people_text(inputs)
});