import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Claim_Time_NoneInputs */

const en_claim_time_none = /** @type {(inputs: Claim_Time_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No open times in the next two weeks. The contractor will call you.`)
};

const es_claim_time_none = /** @type {(inputs: Claim_Time_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No hay horarios disponibles en las próximas dos semanas. El contratista le llamará.`)
};

/**
* | output |
* | --- |
* | "No open times in the next two weeks. The contractor will call you." |
*
* @param {Claim_Time_NoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_time_none = /** @type {((inputs?: Claim_Time_NoneInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Time_NoneInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_time_none(inputs)
	return en_claim_time_none(inputs)
});