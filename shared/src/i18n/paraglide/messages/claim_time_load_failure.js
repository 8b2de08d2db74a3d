import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Claim_Time_Load_FailureInputs */

const en_claim_time_load_failure = /** @type {(inputs: Claim_Time_Load_FailureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open times could not be loaded. You can still file now.`)
};

const es_claim_time_load_failure = /** @type {(inputs: Claim_Time_Load_FailureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudieron cargar los horarios disponibles. Aún puede enviar su solicitud ahora.`)
};

/**
* | output |
* | --- |
* | "Open times could not be loaded. You can still file now." |
*
* @param {Claim_Time_Load_FailureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_time_load_failure = /** @type {((inputs?: Claim_Time_Load_FailureInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Time_Load_FailureInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_time_load_failure(inputs)
	return en_claim_time_load_failure(inputs)
});