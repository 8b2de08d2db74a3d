import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Claim_Time_NoteInputs */

const en_claim_time_note = /** @type {(inputs: Claim_Time_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visits take up to two hours. Times are local to the property.`)
};

const es_claim_time_note = /** @type {(inputs: Claim_Time_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Las visitas duran hasta dos horas. Los horarios son los de la zona de la propiedad.`)
};

/**
* | output |
* | --- |
* | "Visits take up to two hours. Times are local to the property." |
*
* @param {Claim_Time_NoteInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_time_note = /** @type {((inputs?: Claim_Time_NoteInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Time_NoteInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_time_note(inputs)
	return en_claim_time_note(inputs)
});