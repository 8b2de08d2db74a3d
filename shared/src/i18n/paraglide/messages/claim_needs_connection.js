import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Claim_Needs_ConnectionInputs */

const en_claim_needs_connection = /** @type {(inputs: Claim_Needs_ConnectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Needs a connection`)
};

const es_claim_needs_connection = /** @type {(inputs: Claim_Needs_ConnectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Necesita conexión`)
};

/**
* | output |
* | --- |
* | "Needs a connection" |
*
* @param {Claim_Needs_ConnectionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_needs_connection = /** @type {((inputs?: Claim_Needs_ConnectionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Needs_ConnectionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_needs_connection(inputs)
	return en_claim_needs_connection(inputs)
});