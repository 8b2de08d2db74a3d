import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Claim_Answer_OptionInputs */

const en_claim_answer_option = /** @type {(inputs: Claim_Answer_OptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please choose one of the options.`)
};

const es_claim_answer_option = /** @type {(inputs: Claim_Answer_OptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elija una de las opciones.`)
};

/**
* | output |
* | --- |
* | "Please choose one of the options." |
*
* @param {Claim_Answer_OptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_answer_option = /** @type {((inputs?: Claim_Answer_OptionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Answer_OptionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_answer_option(inputs)
	return en_claim_answer_option(inputs)
});