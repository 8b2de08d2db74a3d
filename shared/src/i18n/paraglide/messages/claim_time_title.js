import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Claim_Time_TitleInputs */

const en_claim_time_title = /** @type {(inputs: Claim_Time_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a time`)
};

const es_claim_time_title = /** @type {(inputs: Claim_Time_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elija un horario`)
};

/**
* | output |
* | --- |
* | "Choose a time" |
*
* @param {Claim_Time_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_time_title = /** @type {((inputs?: Claim_Time_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Time_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_time_title(inputs)
	return en_claim_time_title(inputs)
});