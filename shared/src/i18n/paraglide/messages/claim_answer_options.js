import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Claim_Answer_OptionsInputs */

const en_claim_answer_options = /** @type {(inputs: Claim_Answer_OptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please choose only among the options, each one once.`)
};

const es_claim_answer_options = /** @type {(inputs: Claim_Answer_OptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elija solo entre las opciones, cada una una sola vez.`)
};

/**
* | output |
* | --- |
* | "Please choose only among the options, each one once." |
*
* @param {Claim_Answer_OptionsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_answer_options = /** @type {((inputs?: Claim_Answer_OptionsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Answer_OptionsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_answer_options(inputs)
	return en_claim_answer_options(inputs)
});