import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ min: NonNullable<unknown> }} Claim_Answer_Date_FromInputs */

const en_claim_answer_date_from = /** @type {(inputs: Claim_Answer_Date_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Please enter a date on or after ${i?.min}.`)
};

const es_claim_answer_date_from = /** @type {(inputs: Claim_Answer_Date_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ingrese una fecha a partir del ${i?.min}.`)
};

/**
* | output |
* | --- |
* | "Please enter a date on or after {min}." |
*
* @param {Claim_Answer_Date_FromInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_answer_date_from = /** @type {((inputs: Claim_Answer_Date_FromInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Answer_Date_FromInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_answer_date_from(inputs)
	return en_claim_answer_date_from(inputs)
});