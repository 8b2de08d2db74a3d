import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Why_Contractor_TextInputs */

const en_why_contractor_text = /** @type {(inputs: Why_Contractor_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Once you file a claim, we assign a licensed local contractor within 24 hours, and they call you to schedule.`)
};

const es_why_contractor_text = /** @type {(inputs: Why_Contractor_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cuando presenta un reclamo, asignamos un contratista local con licencia en menos de 24 horas, y él le llama para programar la visita.`)
};

/**
* | output |
* | --- |
* | "Once you file a claim, we assign a licensed local contractor within 24 hours, and they call you to schedule." |
*
* @param {Why_Contractor_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const why_contractor_text = /** @type {((inputs?: Why_Contractor_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Why_Contractor_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_why_contractor_text(inputs)
	return en_why_contractor_text(inputs)
});