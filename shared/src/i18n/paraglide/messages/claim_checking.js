import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Claim_CheckingInputs */

const en_claim_checking = /** @type {(inputs: Claim_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Checking that your plan can take a service request…`)
};

const es_claim_checking = /** @type {(inputs: Claim_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verificando que su plan pueda recibir una solicitud de servicio…`)
};

/**
* | output |
* | --- |
* | "Checking that your plan can take a service request…" |
*
* @param {Claim_CheckingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_checking = /** @type {((inputs?: Claim_CheckingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_CheckingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_checking(inputs)
	return en_claim_checking(inputs)
});