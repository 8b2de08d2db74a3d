import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Claim_Time_LegendInputs */

const en_claim_time_legend = /** @type {(inputs: Claim_Time_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visit time`)
};

const es_claim_time_legend = /** @type {(inputs: Claim_Time_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Horario de la visita`)
};

/**
* | output |
* | --- |
* | "Visit time" |
*
* @param {Claim_Time_LegendInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_time_legend = /** @type {((inputs?: Claim_Time_LegendInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Time_LegendInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_time_legend(inputs)
	return en_claim_time_legend(inputs)
});