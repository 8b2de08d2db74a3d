import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Claim_Answer_DateInputs */

const en_claim_answer_date = /** @type {(inputs: Claim_Answer_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter a valid date.`)
};

const es_claim_answer_date = /** @type {(inputs: Claim_Answer_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ingrese una fecha válida.`)
};

/**
* | output |
* | --- |
* | "Please enter a valid date." |
*
* @param {Claim_Answer_DateInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_answer_date = /** @type {((inputs?: Claim_Answer_DateInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Answer_DateInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_answer_date(inputs)
	return en_claim_answer_date(inputs)
});