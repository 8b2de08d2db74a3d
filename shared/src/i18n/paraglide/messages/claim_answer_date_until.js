import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown> }} Claim_Answer_Date_UntilInputs */

const en_claim_answer_date_until = /** @type {(inputs: Claim_Answer_Date_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Please enter a date on or before ${i?.max}.`)
};

const es_claim_answer_date_until = /** @type {(inputs: Claim_Answer_Date_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ingrese una fecha hasta el ${i?.max}.`)
};

/**
* | output |
* | --- |
* | "Please enter a date on or before {max}." |
*
* @param {Claim_Answer_Date_UntilInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_answer_date_until = /** @type {((inputs: Claim_Answer_Date_UntilInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Answer_Date_UntilInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_answer_date_until(inputs)
	return en_claim_answer_date_until(inputs)
});